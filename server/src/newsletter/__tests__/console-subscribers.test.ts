import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { parseRoleMap, rolesOf } from '../../core/roles';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const ROLES = parseRoleMap('admins=admin; analysts=analyst; reviewers=release-manager:reviews');
const ERIKA = 'Erika.Muster@example.de';
const OTHER = 'someone.else@example.de';

/**
 * A subscriber's data on the console: an admin exports it (shown, or as a JSON file) and erases
 * it (the address typed twice, a reason), each post with the form's CSRF token and recorded as the
 * admin API's requests are, without the address. Analysts and release managers are not offered the
 * page, and a post they forge is refused.
 */
describe("the console's page for a subscriber's data", () => {
  let t: TestApp;
  const signUp = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, language: 'de' }, remoteAddress: '203.0.113.9' });
  const signedIn = async (subject: string, group: 'admins' | 'analysts' | 'reviewers') => {
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const value = await sessions.start({ actor: `${subject} (${subject})`, subject, claimValues: [group], roles: rolesOf(ROLES, [group]), accessToken: null });
    return { cookie: `${SESSION_COOKIE}=${value}`, csrf: sessions.csrfToken(value) };
  };
  const post = (who: { cookie: string }, step: 'export' | 'erase', form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/console/subscribers/${step}`,
      headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const kept = async (email: string) =>
    (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]))[0]!.n +
    (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)', [email]))[0]!.n;
  const trail = () => t.app.db.query<{ action: string; found: boolean; actor: string; reason: string | null }>('SELECT action, found, actor, reason FROM subscriber_data_requests ORDER BY id');

  before(async () => {
    t = await createTestApp({
      oidcIssuer: 'http://127.0.0.1:9/',
      oidcClientId: 'console',
      oidcClientSecret: 'console-secret',
      oidcRoles: ROLES,
      oidcRecheckSeconds: 3600,
    });
    for (const email of [ERIKA, OTHER]) expect((await signUp(email)).statusCode).toBe(200);
  });
  after(() => t?.close());

  it('offers an admin the page, and exports an address’s data shown on the page or as a JSON file, each export recorded without the address', async () => {
    const admin = await signedIn('adam', 'admins');
    const page = await t.app.inject({ url: '/admin/console/subscribers', headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="plain" href="/admin/console/subscribers">Subscriber data</a>');
    expect(page.body.match(new RegExp(`name="csrf" value="${admin.csrf}"`, 'g'))).toHaveLength(3);

    const shown = await post(admin, 'export', { csrf: admin.csrf, email: 'erika.muster@EXAMPLE.de', as: 'page' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('&quot;status&quot;: &quot;pending&quot;');
    expect(shown.body).not.toContain(OTHER);
    const file = await post(admin, 'export', { csrf: admin.csrf, email: ERIKA, as: 'file' });
    expect([file.statusCode, file.headers['content-disposition'], file.headers['cache-control']]).toEqual([200, 'attachment; filename="subscriber-data.json"', 'no-store']);
    expect(file.json()).toMatchObject({ email: ERIKA, subscription: { status: 'pending', language: 'de' }, mails: [expect.objectContaining({ status: expect.any(String) })] });
    expect(await trail()).toEqual([
      { action: 'export', found: true, actor: 'adam (adam)', reason: null },
      { action: 'export', found: true, actor: 'adam (adam)', reason: null },
    ]);
  });

  it('erases only when the address is typed twice alike and a reason is given, and records the erasure with its reason, never the address', async () => {
    const admin = await signedIn('adam', 'admins');
    const mismatch = await post(admin, 'erase', { csrf: admin.csrf, email: ERIKA, confirm: OTHER, reason: 'asked by mail' });
    expect([mismatch.statusCode, mismatch.body.includes('The two addresses differ; nothing was erased.')]).toEqual([400, true]);
    const noReason = await post(admin, 'erase', { csrf: admin.csrf, email: ERIKA, confirm: ERIKA, reason: ' ' });
    expect([noReason.statusCode, noReason.body.includes('Every change needs a reason; nothing was erased.')]).toEqual([400, true]);
    const notAnAddress = await post(admin, 'erase', { csrf: admin.csrf, email: 'not an address', confirm: 'not an address', reason: 'asked by mail' });
    expect(notAnAddress.statusCode).toBe(400);
    const withoutToken = await post(admin, 'erase', { email: ERIKA, confirm: ERIKA, reason: 'asked by mail' });
    expect(withoutToken.statusCode).toBe(403);
    expect(await kept(ERIKA)).toBe(2);

    const erased = await post(admin, 'erase', { csrf: admin.csrf, email: ERIKA, confirm: ' erika.muster@example.DE ', reason: 'asked by mail on 3 June' });
    expect([erased.statusCode, erased.body.includes('Removed 1 subscription(s) and 1 mail(s).')]).toEqual([200, true]);
    expect([await kept(ERIKA), await kept(OTHER)]).toEqual([0, 2]);
    const requests = await trail();
    expect(requests.at(-1)).toEqual({ action: 'erase', found: true, actor: 'adam (adam)', reason: 'asked by mail on 3 June' });
    expect(requests).toHaveLength(3);
    expect(JSON.stringify(requests).toLowerCase()).not.toMatch(/erika|example\.de/);
  });

  for (const [who, group] of [['an analyst', 'analysts'], ['a release manager', 'reviewers']] as const) {
    it(`does not offer ${who} the page, and refuses their forged posts with 403, reading and changing nothing`, async () => {
      const person = await signedIn(group, group);
      const overview = await t.app.inject({ url: '/admin', headers: { cookie: person.cookie } });
      expect([overview.statusCode, overview.body.includes('/admin/console/subscribers')]).toEqual([200, false]);
      expect((await t.app.inject({ url: '/admin/console/subscribers', headers: { cookie: person.cookie } })).statusCode).toBe(403);
      const before = await trail();
      const exported = await post(person, 'export', { csrf: person.csrf, email: OTHER, as: 'file' });
      const erased = await post(person, 'erase', { csrf: person.csrf, email: OTHER, confirm: OTHER, reason: 'forged' });
      expect([exported.statusCode, erased.statusCode]).toEqual([403, 403]);
      expect(exported.body).not.toContain('"subscription"');
      expect([await kept(OTHER), (await trail()).length]).toEqual([2, before.length]);
    });
  }
});
