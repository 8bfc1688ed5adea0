import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { releaseTestbed } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp } from '../../test-kit/test-app';

const TOKEN = 'release-test-token-0123456789abcdef';

describe('the release console', () => {
  const bed = releaseTestbed();
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, cookie = '', headers: Record<string, string> = {}) =>
    bed.t.app.inject({ method: 'POST', url, payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers } });
  const get = (url: string, cookie = '') => bed.t.app.inject({ url, headers: { cookie } });
  const csrfOf = (body: string) => /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
  const canaryOf = async () => (await bed.admin('GET', '/admin/releases/guides')).json<{ canary: { version: string } | null }>().canary;
  let cookie = '';

  it('asks for the admin token, refuses a wrong one and signs in with the right one', async () => {
    const first = await get('/admin');
    expect(first.statusCode).toBe(401);
    expect(first.body).toContain('name="token"');
    expect(first.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(first.body).not.toMatch(/<script/);

    const wrong = await post('/admin/sign-in', { token: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That is not the admin token.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await post('/admin/sign-in', { token: TOKEN });
    expect(right.statusCode).toBe(303);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/^console_session=[^;]+; Path=\/admin; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    cookie = setCookie.split(';')[0]!;
    const overview = await get('/admin', cookie);
    expect(overview.statusCode).toBe(200);
    for (const app of ['shell', 'reviews', 'guides', 'locations', 'newsletter']) expect(overview.body).toContain(`href="/admin/apps/${app}"`);
  });

  it('marks the session cookie Secure behind HTTPS', async () => {
    const right = await post('/admin/sign-in', { token: TOKEN }, '', { 'x-forwarded-proto': 'https' });
    expect(String(right.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('refuses a forged or altered session', async () => {
    const [name, value] = cookie.split('=') as [string, string];
    const [expires, id] = value.split('.');
    for (const forged of [`${name}=${Number(expires) + 1e9}.${id}.${value.split('.')[2]}`, `${name}=x.y.z`, `${name}=`]) {
      expect((await get('/admin', forged)).statusCode).toBe(401);
    }
  });

  it('changes nothing without the form’s CSRF token, and starts and aborts a canary with it', async () => {
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Konsole'] });
    await bed.publish('guides', dir);
    const fields = { version, percent: '25', reason: 'look from the console' };
    for (const csrf of [undefined, '', 'forged', csrfOf((await get('/admin', 'console_session=other')).body)]) {
      const refused = await post('/admin/apps/guides/canary', csrf === undefined ? fields : { ...fields, csrf }, cookie);
      expect(refused.statusCode).toBe(403);
    }
    expect(await canaryOf()).toBeNull();

    const page = await get('/admin/apps/guides', cookie);
    const csrf = csrfOf(page.body);
    const started = await post('/admin/apps/guides/canary', { ...fields, csrf }, cookie);
    expect(started.statusCode).toBe(200);
    expect(started.body).toContain(`guides ${version} is served to 25 % of visitors`);
    expect(await canaryOf()).toMatchObject({ version, percent: 25 });

    expect((await post('/admin/apps/guides/abort', { csrf, reason: ' ' }, cookie)).statusCode).toBe(400);
    const aborted = await post('/admin/apps/guides/abort', { csrf, reason: 'seen <enough> & more' }, cookie);
    expect(aborted.statusCode).toBe(200);
    expect(await canaryOf()).toBeNull();
    // The reason is shown as text in the trail, never as markup.
    expect(aborted.body).toContain('seen &lt;enough&gt; &amp; more');
    expect(aborted.body).toMatch(/<td>abort<\/td>.*<td>console \(ADMIN_TOKEN \(break-glass\)\)<\/td>/s);
  });

  it('answers a refused step with its reasons and 409', async () => {
    const csrf = csrfOf((await get('/admin/apps/guides', cookie)).body);
    const refused = await post('/admin/apps/guides/promote', { csrf, reason: 'no canary' }, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('guides has no canary to promote');
  });

  it('shows what a version changes against the active one', async () => {
    const { dir, version } = await bed.variant('guides', {
      manifest: (manifest) => ({ ...manifest, routes: [...manifest.routes, { id: 'about', path: '/ueber-uns' }], shared: { ...manifest.shared, react: '0.0.1' } }),
    });
    await bed.publish('guides', dir);
    const diff = await get(`/admin/apps/guides/versions/${version}`, cookie);
    expect(diff.statusCode).toBe(200);
    expect(diff.body).toMatch(/Routes added<\/h3><ul><li><code>about \/ueber-uns<\/code>/);
    expect(diff.body).toMatch(/<td><code>react<\/code><\/td><td>19[^<]*<\/td><td>0\.0\.1<\/td>/);
    expect(diff.body).toMatch(/<td><code>release\.json<\/code><\/td><td>\d+ B<\/td><td>\d+ B<\/td>/);
    expect((await get('/admin/apps/guides/versions/ffffffffffff', cookie)).statusCode).toBe(404);
  });

  it('answers hostile forms, paths and cookies by the thousand without a server error', async () => {
    const csrf = csrfOf((await get('/admin/apps/guides', cookie)).body);
    const field = fc.oneof(fc.string(), fc.constant(csrf), fc.constant('c0a50e000001'), fc.constantFrom('0', '50', '100', '-1', '1e9', 'NaN'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('guides', 'reviews', 'nope', '..', '%2e%2e', 'shell'),
        fc.constantFrom('check', 'activate', 'canary', 'promote', 'abort', 'rollback', 'mark-bad', 'delete', ''),
        fc.dictionary(fc.constantFrom('csrf', 'version', 'percent', 'reason', 'force', 'token', '__proto__', 'constructor'), field),
        fc.constantFrom(cookie, '', 'console_session=a.b.c', `${cookie}; console_session=x`),
        async (app, action, fields, sessionCookie) => {
          // Only refused or harmless steps: a valid CSRF token with a real change is left to the tests above.
          const answer = await post(`/admin/apps/${app}/${action}`, { ...fields, reason: fields.csrf === csrf ? '' : (fields.reason ?? '') }, sessionCookie);
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
    expect(await canaryOf()).toBeNull();
  });

  it('makes a credential whose secret it shows once, which then works on the admin API, and revokes it', async () => {
    const page = await get('/admin/console/credentials', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/admin/console/credentials"');
    const csrf = csrfOf(page.body);
    const fields = { csrf, name: 'guides-ci', apps: 'guides', can: 'history, canary', expiresDays: '30' };
    expect((await post('/admin/console/credentials', { ...fields, csrf: 'forged' }, cookie)).statusCode).toBe(403);
    expect((await post('/admin/console/credentials', { ...fields, apps: 'guides, casino' }, cookie)).body).toContain('no app casino');
    expect((await post('/admin/console/credentials', { ...fields, expiresDays: '999' }, cookie)).statusCode).toBe(400);

    const made = await post('/admin/console/credentials', fields, cookie);
    expect(made.statusCode).toBe(200);
    const secret = /id="made-secret" type="text" readonly value="([^"]+)"/.exec(made.body)?.[1] ?? '';
    expect(secret).toMatch(/^cvrel_/);
    expect(made.body).toMatch(/<td><code>guides-ci<\/code><\/td><td>history, canary<\/td><td>guides<\/td><td>until \S+ UTC<\/td><td>console \(ADMIN_TOKEN \(break-glass\)\)<\/td>/);
    // Shown once: the list never carries it again.
    expect((await get('/admin/console/credentials', cookie)).body).not.toContain(secret);
    const asCredential = (url: string) => bed.t.app.inject({ url, headers: { authorization: `Bearer ${secret}` } });
    expect((await asCredential('/admin/releases/guides')).statusCode).toBe(200);
    expect((await asCredential('/admin/releases/reviews')).statusCode).toBe(403);
    expect((await post('/admin/console/credentials', fields, cookie)).statusCode).toBe(409);

    const revoked = await post('/admin/console/credentials/guides-ci/revoke', { csrf }, cookie);
    expect(revoked.body).toContain('guides-ci is revoked on every server.');
    expect(revoked.body).toMatch(/<td>revoked \S+ UTC<\/td>/);
    expect((await asCredential('/admin/releases/guides')).statusCode).toBe(401);
    expect((await post('/admin/console/credentials/guides-ci/revoke', { csrf }, cookie)).statusCode).toBe(409);
  });

  it('ends a session on sign-out and after the idle time, on every server: the old cookie opens nothing', async () => {
    const signIn = async () => String((await post('/admin/sign-in', { token: TOKEN })).headers['set-cookie']).split(';')[0]!;
    const leaving = await signIn();
    const csrf = csrfOf((await get('/admin', leaving)).body);
    const second = canShareDatabase ? await createTestApp({ adminToken: TOKEN }, {}, bed.t) : undefined;
    after(() => second?.close());
    if (second) expect((await second.app.inject({ url: '/admin', headers: { cookie: leaving } })).statusCode).toBe(200);
    expect((await post('/admin/sign-out', { csrf }, leaving)).statusCode).toBe(303);
    expect((await get('/admin', leaving)).statusCode).toBe(401);
    expect((await post('/admin/apps/guides/rollback', { csrf, reason: 'after sign-out' }, leaving)).statusCode).toBe(401);
    if (second) expect((await second.app.inject({ url: '/admin', headers: { cookie: leaving } })).statusCode).toBe(401);

    const idle = await signIn();
    expect((await get('/admin', idle)).statusCode).toBe(200);
    await bed.t.app.db.query("UPDATE console_sessions SET last_seen_at = now() - interval '31 minutes'");
    expect((await get('/admin', idle)).statusCode).toBe(401);
    // The table keeps no cookie: it cannot be used to sign in.
    const kept = JSON.stringify(await bed.t.app.db.query('SELECT * FROM console_sessions'));
    expect(kept).not.toContain(idle.split('=')[1]!.split('.')[1]!);
  });

  it('says what in a form does not fit by the field’s label and what it wants, never a schema path, a pattern or the validator’s words', async () => {
    const session = String((await post('/admin/sign-in', { token: TOKEN })).headers['set-cookie']).split(';')[0]!;
    const csrf = csrfOf((await get('/admin', session)).body);
    const noteOf = (body: string) => /role="alert"><p><strong>([^<]*)<\/strong>/.exec(body)?.[1] ?? /role="alert">([^<]*)</.exec(body)?.[1] ?? '';
    const forms: Array<[string, Record<string, string>, string[]]> = [
      ['/admin/apps/guides/canary', { csrf, version: 'f'.repeat(100), percent: '250', reason: 'too long a version' }, ['Version needs', 'Share of visitors (%) needs a whole number from 1 to 99']],
      ['/admin/console/credentials', { csrf, name: 'Bad Name!', apps: `guides,${'x'.repeat(50)}`, can: 'history', expiresDays: '30' }, ['Name needs lower-case letters, digits and dashes', 'Apps (entry 2) needs text of at most 40 characters']],
      ['/admin/console/subscribers/export', { csrf, email: 'not an address', as: 'page' }, ['The address needs']],
    ];
    for (const [url, fields, says] of forms) {
      const answer = await post(url, fields, session);
      const note = noteOf(answer.body);
      expect({ url, status: answer.statusCode, note }).toEqual({ url, status: 400, note: expect.stringMatching(/^[A-Z].*; nothing was (changed|read)\.$/) });
      for (const said of says) expect({ url, note }).toEqual({ url, note: expect.stringContaining(said) });
      // No path such as apps/0, no validator wording, no pattern's characters.
      expect({ url, note }).toEqual({ url, note: expect.not.stringMatching(/\/|expected|string|regular expression|[\^$[\]{}\\]/) });
    }
  });
});
