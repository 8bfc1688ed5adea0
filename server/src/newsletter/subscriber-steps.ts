import { Type } from '@sinclair/typebox';
import { MAX_EMAIL_LENGTH } from './email-address';
import { eraseSubscriber, exportSubscriber } from './subscriber-data';
import { defineAction } from '../core/steps/step';
import { Reason, REASON_OPTION } from '../core/steps/fields';

/**
 * A subscriber's data on request (the only personal data the site keeps): everything kept about
 * an address, or all of it removed. One scope for both, an administrator's; each request is
 * recorded (who, when, whether the address was found, an erasure's reason) without the address.
 * The console offers both to admins (see console-subscribers.ts).
 */
const SUBSCRIBERS = 'subscribers';
/** What an erasure removed, in one line for the operator. */
const erasedLine = ({ subscriptions, mails }: { subscriptions: number; mails: number }) =>
  subscriptions || mails ? `removed ${subscriptions} subscription(s) and ${mails} mail(s)` : 'nothing was kept about this address';

const Email = Type.String({ minLength: 3, maxLength: MAX_EMAIL_LENGTH, pattern: '^[^\\s@]+@[^\\s@]+$', description: 'an e-mail address, such as name@example.com' });

const exportData = defineAction({
  name: 'subscriber-export',
  summary: 'Everything kept about a newsletter address, as JSON',
  scope: SUBSCRIBERS,
  http: { method: 'POST', path: '/admin/subscribers/export' },
  input: Type.Object({ email: Email }),
  changes: 'nothing',
  work: async ({ services: { db }, input, actor }) => exportSubscriber(db, input.email, actor),
  cli: {
    command: 'subscriber export',
    usage: '<email>',
    positionals: [{ field: 'email' }],
    run: async (args, client) => {
      console.log(JSON.stringify(await client.request('subscriber-export', args.input), null, 2));
      return 0;
    },
  },
});

const erase = defineAction({
  name: 'subscriber-erase',
  summary: 'Remove everything kept about a newsletter address, its mails in the outbox included',
  scope: SUBSCRIBERS,
  http: { method: 'POST', path: '/admin/subscribers/erase' },
  input: Type.Object({ email: Email, reason: Type.Optional(Reason) }),
  changes: 'data',
  work: async ({ services: { db }, input, actor, progress }) => {
    const removed = await eraseSubscriber(db, input.email, actor, input.reason ?? null);
    progress(erasedLine(removed));
    return removed;
  },
  cli: {
    command: 'subscriber erase',
    usage: '<email> [--reason "..."]',
    positionals: [{ field: 'email' }],
    options: { reason: REASON_OPTION },
    run: async (args, client) => {
      console.log(erasedLine(await client.request<{ subscriptions: number; mails: number }>('subscriber-erase', args.input)));
      return 0;
    },
  },
});

export const SUBSCRIBER_ACTIONS = [exportData, erase];
