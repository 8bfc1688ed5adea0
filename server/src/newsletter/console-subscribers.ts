import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalFor } from '../core/steps/scope';
import { FORMS, type Form } from '../core/console/console-forms';
import { formProblems } from '../core/form-problems';
import { messagePage, type Outcome } from '../core/console/console-pages';
import { subscribersPage } from './subscribers-page';
import type { ActionServices, ReleaseAction } from '../core/steps/step';
import type { ConsoleKit, SignedInRequest } from '../core/console/console-routes';

const PAGE = '/admin/console/subscribers';

/** Addresses are compared as the data is found: case aside, spaces around them aside. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The console's page for a subscriber's data: the action table's `subscriber-export` and
 * `subscriber-erase` as forms, for whoever may take them (an admin). Each post needs the form's
 * CSRF token and is checked against the person's roles again; it runs the table's work, so it is
 * recorded as the admin API's requests are, with the person as actor and without the address.
 */
export function subscriberRoutes(app: FastifyInstance, { actions, services, kit }: { actions: readonly ReleaseAction[]; services: ActionServices; kit: ConsoleKit }) {
  const exportStep = actions.find((action) => action.name === 'subscriber-export');
  const eraseStep = actions.find((action) => action.name === 'subscriber-erase');
  if (!exportStep || !eraseStep) return;

  const render = (reply: FastifyReply, signedIn: SignedInRequest, status: number, outcome: Outcome | null, exported: object | null = null) =>
    kit.send(reply, status, 'Subscriber data', subscribersPage({ csrf: kit.csrfOf(signedIn), outcome, exported }), signedIn);
  /** Whoever may not take the step gets 403 and nothing is read or changed. */
  const refused = (reply: FastifyReply, signedIn: SignedInRequest, action: ReleaseAction): boolean => {
    const refusal = refusalFor(signedIn.caller, action, {});
    if (refusal) void kit.send(reply, 403, 'Refused', messagePage('Refused', `${refusal}; nothing was read or changed.`), signedIn);
    return refusal !== null;
  };
  /** The form's input checked against the step's schema: what is wrong, said for the admin, or null. */
  const problemOf = (action: ReleaseAction, input: Record<string, unknown>) => formProblems(action.input, input, (field) => (field === 'email' ? 'The address' : field === 'reason' ? 'The reason' : field));
  const run = (action: ReleaseAction, input: Record<string, unknown>, signedIn: SignedInRequest) =>
    action.work({ services, input, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null });

  app.get(PAGE, async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn || refused(reply, signedIn, exportStep)) return reply;
    return render(reply, signedIn, 200, null);
  });

  app.post<{ Body: Form }>(`${PAGE}/export`, FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn || refused(reply, signedIn, exportStep)) return reply;
    const input = { email: (request.body?.email ?? '').trim() };
    const problem = problemOf(exportStep, input);
    if (problem) return render(reply, signedIn, 400, { ok: false, message: `${problem}; nothing was read.`, details: [] });
    const exported = await run(exportStep, input, signedIn);
    if (request.body?.as === 'file') {
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="subscriber-data.json"')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(exported, null, 2));
    }
    return render(reply, signedIn, 200, { ok: true, message: 'The export is recorded (without the address).', details: [] }, exported);
  });

  app.post<{ Body: Form }>(`${PAGE}/erase`, FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn || refused(reply, signedIn, eraseStep)) return reply;
    const form = request.body ?? {};
    const input = { email: (form.email ?? '').trim(), reason: (form.reason ?? '').trim() };
    const notErased = (message: string) => render(reply, signedIn, 400, { ok: false, message: `${message}; nothing was erased.`, details: [] });
    if (!sameAddress(input.email, form.confirm ?? '')) return notErased('The two addresses differ');
    if (!input.reason) return notErased('Every change needs a reason');
    const problem = problemOf(eraseStep, input);
    if (problem) return notErased(problem);
    const removed = (await run(eraseStep, input, signedIn)) as { subscriptions: number; mails: number };
    const message = removed.subscriptions || removed.mails ? `Removed ${removed.subscriptions} subscription(s) and ${removed.mails} mail(s).` : 'Nothing was kept about this address.';
    return render(reply, signedIn, 200, { ok: true, message: `${message} The erasure is recorded with its reason (without the address).`, details: [] });
  });
}
