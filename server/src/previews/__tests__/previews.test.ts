import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { PREVIEW_COOKIE } from '../previews';
import { browse } from '../../test-kit/browse';
import { servesCanary } from '../../releases/canary-choice';
import { releaseTestbed, TOKEN } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const PREVIEW_HEADING = 'Casino Ratgeber Vorschau';

describe('preview links', () => {
  const bed = releaseTestbed();
  const { publish } = bed;
  const visit = (url: string, cookie?: string, app = bed.t.app) => app.inject({ url, headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) } });
  const heading = (body: string) => /<h1[^>]*>([^<]+)/.exec(body)?.[1];
  const cookieOf = (setCookie: unknown) => new RegExp(`${PREVIEW_COOKIE}=[^;]*`).exec(String(setCookie))?.[0];
  const pathOf = (url: string) => url.slice(new URL(url).origin.length);
  /** The guides version every test previews, published (not activated) by the first. */
  let previewed = '';
  let stable = '';
  /** The preview cookie of a browser that opened a link to `previewed`. */
  let cookie = '';

  const openLink = async (pins: Record<string, string>, hours = 24, landing?: string, now?: number) => {
    const { url } = bed.t.app.previews.link(bed.t.config.siteUrl, pins, hours, landing, now);
    return visit(pathOf(url));
  };

  it('pins the previewed version for the browser that opened the link, and for no one else', async () => {
    stable = (await bed.served()).guides!;
    const build = await bed.variant('guides', { replace: ['Casino Ratgeber', PREVIEW_HEADING] });
    previewed = build.version;
    expect((await publish('guides', build.dir)).statusCode).toBe(200);

    // A visitor without the link first, so the active page is in the page cache before the preview asks for the same URL.
    const before = await visit('/guides/');
    expect(heading(before.body)).not.toBe(PREVIEW_HEADING);

    const opened = await openLink({ guides: previewed }, 24, '/guides/');
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/guides/');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(24 * 3600);
    cookie = cookieOf(setCookie)!;

    const page = await visit('/guides/', cookie);
    expect(page.statusCode).toBe(200);
    expect(heading(page.body)).toBe(PREVIEW_HEADING);
    // Server-rendered with the previewed guides and the active versions of every other app.
    expect(page.body).toContain(`/_mf/guides/${previewed}/`);
    expect(page.body).not.toContain(`/_mf/guides/${stable}/`);
    expect(page.body).toContain(`/_mf/shell/${(await bed.served()).shell}/`);
    // It says it is a preview, with the way out, and keeps out of search engines and shared caches.
    expect(page.body).toMatch(/<aside class="preview-bar" aria-label="Vorschau">/);
    expect(page.body).toContain(`guides ${previewed}`);
    expect(page.body).toContain('href="/_preview/end?to=%2Fguides%2F"');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');

    // English pages speak English.
    expect((await visit('/en/guides/', cookie)).body).toMatch(/aria-label="Preview">.*End preview/s);

    // Other visitors keep the active version, from the page cache as before, without the marker.
    for (const other of [await visit('/guides/'), await visit('/guides/', 'release_group=3')]) {
      expect(heading(other.body)).not.toBe(PREVIEW_HEADING);
      expect(other.body).not.toContain('preview-bar');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
    // Nothing went live.
    expect((await bed.served()).guides).toBe(stable);
  });

  it('is served by every server on the database, not just the one that made the link', { skip: canShareDatabase ? false : 'needs PostgreSQL to share a database between two servers' }, async () => {
    const second: TestApp = await createTestApp({ adminToken: 'another-token-0123456789abcdef0123456789' }, {}, bed.t);
    after(() => second.close());
    expect(heading((await visit('/guides/', cookie, second.app)).body)).toBe(PREVIEW_HEADING);
    // A link made by the second server opens on the first.
    const { url } = second.app.previews.link(second.config.siteUrl, { guides: previewed }, 1);
    expect((await visit(pathOf(url))).statusCode).toBe(303);
  });

  it('ends on the link in the marker, back on the same page', async () => {
    const ended = await visit('/_preview/end?to=%2Fguides%2F', cookie);
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/guides/');
    expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; .*Max-Age=0`));
    // Only to a page of this site.
    for (const away of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/guides/\u0001', '/guides/\r\nSet-Cookie: x=1']) {
      expect((await visit(`/_preview/end?to=${encodeURIComponent(away)}`)).headers.location).toBe('/');
    }
  });

  it('counts a preview’s error reports and page views against the previewed version', async () => {
    const report = (ticket: string | null) =>
      bed.t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: { app: 'guides', version: previewed, route: 'guides', kind: 'render', message: 'boom', ticket },
      });
    await bed.t.app.versionCounts.flush(bed.t.app.db);
    await bed.t.app.db.query('DELETE FROM app_version_counts');
    const inPreview = await browse(bed.t.app, '/guides/', { cookie });
    expect((await report(inPreview.ticket)).json()).toEqual({ counted: true });
    // Not a version anyone is served without the preview.
    const outside = await browse(bed.t.app, '/guides/');
    expect((await report(outside.ticket)).json()).toEqual({ counted: false });
    await bed.t.app.versionCounts.flush(bed.t.app.db);
    const rows = await bed.t.app.db.query<{ kind: string; count: number }>(
      "SELECT kind, sum(count)::int AS count FROM app_version_counts WHERE app = 'guides' AND version = $1 GROUP BY kind ORDER BY kind",
      [previewed],
    );
    expect(rows).toEqual([{ kind: 'render', count: 1 }, { kind: 'view', count: 1 }]);
  });

  it('never shares a cached page with a canary visitor served the same versions', async () => {
    const canary = (action: 'canary' | 'abort') =>
      bed.admin('POST', `/admin/releases/guides/${action}`, { ...(action === 'canary' ? { version: previewed, percent: 99 } : {}), reason: 'same set as the preview', actor: 'test' });
    expect((await canary('canary')).statusCode).toBe(200);
    try {
      // The preview renders first, so a shared entry would hand its page, marker and all, to the canary visitor.
      expect((await visit('/guides/', cookie)).body).toContain('preview-bar');
      const group = Array.from({ length: 100 }, (_, g) => g).find((g) => servesCanary('guides', g, 99))!;
      const inCanary = await visit('/guides/', `release_group=${group}`);
      expect(heading(inCanary.body)).toBe(PREVIEW_HEADING);
      expect(inCanary.body).not.toContain('preview-bar');
      expect(inCanary.body).not.toContain('noindex');
    } finally {
      expect((await canary('abort')).statusCode).toBe(200);
    }
  });

  it('refuses a link that is forged, altered, expired or for a version that is not published', async () => {
    const { url } = bed.t.app.previews.link(bed.t.config.siteUrl, { guides: previewed }, 1);
    const token = new URL(url).searchParams.get('token')!;
    const [format, , signature] = token.split('.');
    const altered = `${format}.${Buffer.from(JSON.stringify({ p: { guides: stable }, e: 4102444800 })).toString('base64url')}.${signature}`;
    for (const bad of [altered, `${token}x`, token.slice(0, -3), 'p1..', 'p1.e30.', '']) {
      const answer = await visit(`/_preview?token=${encodeURIComponent(bad)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain('ungültig');
      // The same token as a cookie pins nothing.
      expect(heading((await visit('/guides/', `${PREVIEW_COOKIE}=${bad}`)).body)).not.toBe(PREVIEW_HEADING);
    }
    const expired = await openLink({ guides: previewed }, 1, '/', Date.now() - 2 * 60 * 60 * 1000);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('abgelaufen');
    const unpublished = await openLink({ guides: 'abcdefabcdef' });
    expect(unpublished.statusCode).toBe(410);
    expect(unpublished.body).toContain('nicht mehr veröffentlicht');
  });

  it('makes links through the admin API, several apps together, and notes them in each app’s trail', async () => {
    const reviews = (await bed.served()).reviews!;
    const made = await bed.admin('POST', '/admin/previews', { pins: { guides: previewed, reviews }, hours: 3, path: '/guides/', actor: 'editor' });
    expect(made.statusCode).toBe(200);
    const { url, expiresAt, pins } = made.json<{ url: string; expiresAt: string; pins: object }>();
    expect(pins).toEqual({ guides: previewed, reviews });
    expect(url.startsWith(`${bed.t.config.siteUrl}/_preview?token=`)).toBe(true);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 3 * 3600_000))).toBeLessThan(60_000);
    const opened = await visit(pathOf(url));
    expect(opened.headers.location).toBe('/guides/');
    const page = await visit('/guides/', cookieOf(opened.headers['set-cookie']));
    expect(page.body).toContain(`guides ${previewed}, reviews ${reviews}`);
    for (const app of ['guides', 'reviews']) {
      const [entry] = (await bed.admin('GET', `/admin/releases/${app}`)).json<{ audit: Array<{ action: string; actor: string; reason: string }> }>().audit;
      expect(entry).toMatchObject({ action: 'preview', actor: 'ADMIN_TOKEN (break-glass)' });
      expect(entry!.reason).toContain(`until ${expiresAt}`);
    }
    // A version that is not published, an unknown app, a page off the site: refused, no link made.
    for (const [body, status, message] of [
      [{ pins: { guides: 'abcdefabcdef' } }, 409, 'guides abcdefabcdef is not published'],
      [{ pins: { casino: previewed } }, 409, 'unknown app "casino"'],
      [{ pins: { guides: previewed }, path: '//evil.example/' }, 400, 'path'],
      [{ pins: { guides: previewed }, hours: 24 * 8 }, 400, 'hours'],
      [{ pins: {} }, 400, 'pins'],
    ] as const) {
      const refused = await bed.admin('POST', '/admin/previews', body);
      expect({ status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({ status, message: expect.stringContaining(message) });
    }
  });

  it('makes a link from the console’s app page, and shows the preview’s error rate there', async () => {
    const form = (fields: Record<string, string>, session = '') =>
      bed.t.app.inject({ method: 'POST', url: '/admin/apps/guides/preview', payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session } });
    const signIn = await bed.t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: `token=${TOKEN}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const session = String(signIn.headers['set-cookie']).split(';')[0]!;
    const appPage = await bed.t.app.inject({ url: '/admin/apps/guides', headers: { cookie: session } });
    expect(appPage.body).toContain('action="/admin/apps/guides/preview"');
    const csrf = /name="csrf" value="([^"]+)"/.exec(appPage.body)![1]!;
    const made = await form({ csrf, version: previewed, hours: '2' }, session);
    expect(made.statusCode).toBe(200);
    expect(made.body).toContain(`Preview link for guides ${previewed}, valid until`);
    const link = /id="made-link" type="text" readonly value="([^"]+)"/.exec(made.body)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    expect((await visit(pathOf(link!))).statusCode).toBe(303);
    // The preview's page views (counted and written by the test before) are listed beside the active version.
    expect(made.body).toContain(`preview or earlier ${previewed}`);
    // Without the form's token nothing is made.
    expect((await form({ version: previewed, hours: '2' }, session)).statusCode).toBe(403);
  });

  it('never fails on hostile tokens and cookies, and never pins a version for them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.base64String(), fc.tuple(fc.constant('p1'), fc.base64String(), fc.base64String()).map((parts) => parts.join('.'))), async (junk) => {
        const link = await visit(`/_preview?token=${encodeURIComponent(junk)}`);
        expect([400, 410]).toContain(link.statusCode);
        const page = await visit('/guides/', `${PREVIEW_COOKIE}=${junk.replace(/[^\x21-\x3a\x3c-\x7e]/g, '')}`);
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('preview-bar');
      }),
      { numRuns: 300 },
    );
  });
});
