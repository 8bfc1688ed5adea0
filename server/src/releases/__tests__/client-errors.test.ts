import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { ViewTickets } from '../view-tickets';
import { browse, pageStateOf, registerView } from '../../test-kit/browse';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const VISITOR = '203.0.113.7';

describe('error reports from browsers', () => {
  let t: TestApp;
  const report = (payload: unknown, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress: ip, headers: { 'content-type': 'application/json' } });
  const counts = () => t.app.db.query<{ app: string; version: string; kind: string; count: number }>('SELECT app, version, kind, sum(count)::int AS count FROM app_version_counts GROUP BY app, version, kind ORDER BY app, kind');
  /** Counts are written by the server's flush: what it holds is written before the table is emptied. */
  const noCounts = async () => {
    await t.app.versionCounts.flush(t.app.db);
    await t.app.db.query('DELETE FROM app_version_counts');
  };
  const served = async () => (await t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions;

  it('counts a report that carries its page’s view ticket, per app version and kind, and keeps nothing else', async () => {
    t = await createTestApp({ clientErrorLimit: 10, clientErrorCap: 20 });
    const { reviews } = await served();
    const { ticket } = await browse(t.app, '/reviews/stake', { address: VISITOR });
    await noCounts();
    const answer = await report({ app: 'reviews', version: reviews, route: 'review', kind: 'render', message: 'Cannot read properties of undefined (reading "name")', ticket });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ counted: true });
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([{ app: 'reviews', version: reviews, kind: 'render', count: 1 }]);
    const columns = await t.app.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'app_version_counts' ORDER BY column_name");
    expect(columns.map((c) => c.column_name)).toEqual(['app', 'count', 'kind', 'minute', 'version']);
  });

  it('accepts and does not count a report without a genuine, current ticket of the sender for that version', async () => {
    const { reviews, guides } = await served();
    const { ticket } = await browse(t.app, '/reviews/stake', { address: VISITOR });
    const [format, payload, signature] = ticket!.split('.');
    const otherPayload = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(reviews!, guides!)).toString('base64url');
    const old = new ViewTickets('not the site key', () => Date.now() - 3 * 3600_000).issue('x', { reviews: reviews! });
    await noCounts();
    const refused = [
      report({ app: 'reviews', version: 'abcdefabcdef', kind: 'load', ticket }),
      report({ app: 'reviews', version: reviews, kind: 'load' }),
      report({ app: 'reviews', version: reviews, kind: 'load', ticket }, '198.51.100.99'),
      report({ app: 'reviews', version: reviews, kind: 'load', ticket: `${format}.${otherPayload}.${signature}` }),
      report({ app: 'reviews', version: reviews, kind: 'load', ticket: old }),
      report({ app: 'reviews', version: reviews, kind: 'load', ticket: 'v1.e30.AAAA' }),
    ];
    for (const answer of await Promise.all(refused)) expect([answer.statusCode, answer.json()]).toEqual([202, { counted: false }]);
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([]);
  });

  it('reads a ticket past its two hours, or before its time, as none', () => {
    const key = 'a site key';
    const at = (ms: number) => new ViewTickets(key, () => ms);
    const issued = at(Date.now()).issue('client', { shell: 'aaaaaaaaaaaa' });
    expect(at(Date.now() + 3600_000).read(issued, 'client')).toEqual({ shell: 'aaaaaaaaaaaa' });
    expect(at(Date.now() + 2 * 3600_000 + 1000).read(issued, 'client')).toBeNull();
    expect(at(Date.now() - 5 * 60_000).read(issued, 'client')).toBeNull();
    expect(at(Date.now()).read(issued, 'another client')).toBeNull();
  });

  it('counts the page views the pages’ scripts register, not pages served, a crawler’s, or versions not served to the visitor', async () => {
    const { shell, reviews } = await served();
    await noCounts();
    const state = pageStateOf((await t.app.inject('/reviews/stake')).body);
    for (let i = 0; i < 3; i++) await browse(t.app, '/reviews/stake');
    await t.app.inject('/reviews/stake');
    expect((await browse(t.app, '/reviews/stake', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).ticket).toBeNull();
    const madeUp = { ...state, apps: state.apps.map((pinned) => (pinned.app === 'reviews' ? { ...pinned, version: 'abcdefabcdef' } : pinned)) };
    const answer = await registerView(t.app, madeUp);
    expect([answer.statusCode, answer.json(), answer.headers['cache-control']]).toEqual([200, { counted: false }, 'no-store']);
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([
      { app: 'reviews', version: reviews, kind: 'view', count: 3 },
      { app: 'shell', version: shell, kind: 'view', count: 3 },
    ]);
  });

  it('answers malformed reports with 400, by the thousand, and counts none of them', async () => {
    await noCounts();
    const { reviews } = await served();
    const valid = { app: 'reviews', version: reviews, kind: 'render' };
    const validWith = (extra: Record<string, fc.Arbitrary<unknown>>) => fc.record({ app: fc.constant(valid.app), version: fc.constant(valid.version), kind: fc.constant(valid.kind), ...extra });
    const hostile = fc.oneof(
      fc.anything(),
      fc.record({ app: fc.string(), version: fc.string(), kind: fc.string() }),
      validWith({ route: fc.oneof(fc.string({ minLength: 101 }), fc.string().filter((route) => /[^a-z0-9-]/.test(route))) }),
      validWith({ message: fc.string({ minLength: 2001, maxLength: 3000 }) }),
      validWith({ kind: fc.string().filter((kind) => !['load', 'timeout', 'render', 'hydration'].includes(kind)) }),
    );
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (payload) => {
        fc.pre(JSON.stringify(payload) !== JSON.stringify(valid));
        const answer = await report(payload, `198.51.100.${ip++ % 250}`);
        expect(answer.statusCode).toBe(400);
      }),
      { numRuns: 1000 },
    );
    const raw = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: '{"app":', headers: { 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(400);
    const hostileView = fc.oneof(fc.anything(), fc.record({ versions: fc.dictionary(fc.string(), fc.string()), app: fc.string() }), fc.record({ versions: fc.dictionary(fc.constantFrom('shell', 'reviews', 'nope'), fc.stringMatching(/^[a-f0-9]{12}$/)), app: fc.constantFrom('shell', 'reviews', 'x') }));
    await fc.assert(
      fc.asyncProperty(hostileView, async (payload) => {
        const answer = await t.app.inject({ method: 'POST', url: '/api/view', payload: JSON.stringify(payload) ?? '', remoteAddress: `198.51.101.${ip++ % 250}`, headers: { 'content-type': 'application/json' } });
        // Refused (400, or 413 past the 1 KB a view may take), or taken without counting.
        expect([400, 413].includes(answer.statusCode) || answer.json().counted === false).toBe(true);
      }),
      { numRuns: 1000 },
    );
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([]);
  });

  it('limits reports per client and overall per minute', async () => {
    const { reviews } = await served();
    const valid = { app: 'reviews', version: reviews, kind: 'hydration' };
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(valid, '192.0.2.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    // Other clients share what is left of the overall cap (20 a minute here, 7 of it spent earlier).
    const others = [];
    for (let i = 0; i < 5; i++) others.push((await report(valid, `192.0.2.${10 + i}`)).statusCode);
    expect(others).toEqual([202, 202, 202, 429, 429]);
  });

  after(() => t?.close());
});
