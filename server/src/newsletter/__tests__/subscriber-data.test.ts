import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { adminClient } from '../../core/cli/admin-client';
import { parseCommand, runCommand } from '../../core/cli/step-commands';
import { STEP_TABLE } from '../../features';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'subscriber-data-test-token-0123456789abcdef';

/**
 * A subscriber's data on request: an administrator exports everything kept about an address, or
 * erases it everywhere (the outbox included); each request is recorded without the address.
 */
describe("a subscriber's data on request", () => {
  let t: TestApp;
  const admin = (step: 'export' | 'erase', email: string, token = TOKEN) =>
    t.app.inject({ method: 'POST', url: `/admin/subscribers/${step}`, payload: { email }, headers: { authorization: `Bearer ${token}` } });
  const signUp = (email: string, language = 'de') => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, language }, remoteAddress: '203.0.113.9' });
  const kept = async (email: string) => {
    const [row] = await t.app.db.query<{ subscribers: number; mails: number; tokens: number }>(
      `SELECT (SELECT count(*) FROM newsletter_subscribers WHERE lower(email) = lower($1))::int AS subscribers,
              (SELECT count(*) FROM mail_outbox WHERE lower(recipient) = lower($1))::int AS mails,
              (SELECT count(*) FROM newsletter_unsubscribe_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id WHERE lower(s.email) = lower($1))::int AS tokens`,
      [email],
    );
    return row!;
  };

  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  after(() => t.close());

  it('exports the subscription, its consent record and the mails written to the address, and nothing of other addresses', async () => {
    expect((await signUp('Erika.Muster@example.de')).statusCode).toBe(200);
    expect((await signUp('someone.else@example.de', 'en')).statusCode).toBe(200);
    const answer = await admin('export', 'erika.muster@EXAMPLE.de');
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ subscription: Record<string, unknown>; mails: Array<Record<string, unknown>> }>();
    expect(data.subscription).toMatchObject({ status: 'pending', language: 'de', consentTextVersion: expect.any(String), ipHash: expect.stringMatching(/^[0-9a-f]{16,}$/) });
    expect(data.mails).toEqual([expect.objectContaining({ subject: expect.any(String), status: expect.any(String) })]);
    expect(answer.body).not.toContain('someone.else');
    expect((await admin('export', 'nobody@example.de')).json()).toMatchObject({ subscription: null, mails: [] });
  });

  it('prints the export as JSON from the command line (npm run subscriber -- export <email>)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      expect(await runCommand(parseCommand(STEP_TABLE, ['subscriber', 'export', 'erika.muster@example.de']), adminClient(STEP_TABLE, { base, token: TOKEN }))).toBe(0);
    } finally {
      console.log = log;
    }
    expect(JSON.parse(printed.join('\n'))).toMatchObject({ email: 'erika.muster@example.de', subscription: { status: 'pending' } });
  });

  it('erases the address everywhere, its waiting mail included, and leaves the others', async () => {
    const before = await kept('someone.else@example.de');
    const erased = await admin('erase', 'Erika.Muster@example.de');
    expect([erased.statusCode, erased.json()]).toEqual([200, expect.objectContaining({ subscriptions: 1, mails: 1 })]);
    expect(await kept('erika.muster@example.de')).toEqual({ subscribers: 0, mails: 0, tokens: 0 });
    expect(await kept('someone.else@example.de')).toEqual(before);
    expect((await admin('export', 'erika.muster@example.de')).json()).toMatchObject({ subscription: null, mails: [] });
  });

  it('records every request without the address, and refuses callers without the scope and input that is no address', async () => {
    const trail = await t.app.db.query<{ row: string }>('SELECT row_to_json(r)::text AS row FROM subscriber_data_requests r ORDER BY id');
    expect(trail.map(({ row }) => JSON.parse(row) as { action: string; found: boolean })).toEqual([
      expect.objectContaining({ action: 'export', found: true }),
      expect.objectContaining({ action: 'export', found: false }),
      expect.objectContaining({ action: 'export', found: true }),
      expect.objectContaining({ action: 'erase', found: true }),
      expect.objectContaining({ action: 'export', found: false }),
    ]);
    expect(trail.map(({ row }) => row).join(' ').toLowerCase()).not.toMatch(/erika|example\.de/);
    // The trail cannot be changed through the application.
    await t.app.db.query('DELETE FROM subscriber_data_requests');
    expect((await t.app.db.query('SELECT 1 FROM subscriber_data_requests')).length).toBe(5);

    expect((await admin('erase', 'someone.else@example.de', 'wrong-token-0123456789abcdef0123')).statusCode).toBe(401);
    expect((await admin('export', 'not an address')).statusCode).toBe(400);
    expect(await kept('someone.else@example.de')).toMatchObject({ subscribers: 1 });
  });
});
