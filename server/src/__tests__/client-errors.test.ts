import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('error reports from browsers', () => {
  let t: TestApp;
  const report = (payload: unknown, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress: ip, headers: { 'content-type': 'application/json' } });
  const counts = () => t.app.db.query<{ app: string; version: string; kind: string; count: number }>('SELECT app, version, kind, sum(count)::int AS count FROM app_version_counts GROUP BY app, version, kind ORDER BY app, kind');
  const served = async () => (await t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions;

  it('counts a report per app version and kind, and keeps nothing else', async () => {
    t = await createTestApp({ clientErrorLimit: 5, clientErrorCap: 8 });
    const { reviews } = await served();
    const answer = await report({ app: 'reviews', version: reviews, route: 'review', kind: 'render', message: 'Cannot read properties of undefined (reading "name")' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ counted: true });
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([{ app: 'reviews', version: reviews, kind: 'render', count: 1 }]);
    const columns = await t.app.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'app_version_counts' ORDER BY column_name");
    expect(columns.map((c) => c.column_name)).toEqual(['app', 'count', 'kind', 'minute', 'version']);
  });

  it('accepts and does not count a report for a version no server serves', async () => {
    const answer = await report({ app: 'reviews', version: 'abcdefabcdef', kind: 'load' });
    expect(answer.json()).toEqual({ counted: false });
    await t.app.versionCounts.flush(t.app.db);
    expect((await counts()).filter((row) => row.version === 'abcdefabcdef')).toEqual([]);
  });

  it('counts page views per app version, not a crawler’s', async () => {
    const { shell, reviews } = await served();
    await t.app.db.query('DELETE FROM app_version_counts');
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/reviews/stake', headers: { 'user-agent': BROWSER } });
    await t.app.inject({ url: '/reviews/stake', headers: { 'user-agent': 'Googlebot/2.1' } });
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([
      { app: 'reviews', version: reviews, kind: 'view', count: 3 },
      { app: 'shell', version: shell, kind: 'view', count: 3 },
    ]);
  });

  it('answers malformed reports with 400, by the thousand, and counts none of them', async () => {
    await t.app.db.query('DELETE FROM app_version_counts');
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
    await t.app.versionCounts.flush(t.app.db);
    expect(await counts()).toEqual([]);
  });

  it('limits reports per client and overall per minute', async () => {
    const { reviews } = await served();
    const valid = { app: 'reviews', version: reviews, kind: 'hydration' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await report(valid, '192.0.2.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Other clients share what is left of the overall cap (8 a minute here, 2 of it spent earlier).
    const others = [];
    for (let i = 0; i < 3; i++) others.push((await report(valid, `192.0.2.${10 + i}`)).statusCode);
    expect(others).toEqual([202, 429, 429]);
  });

  after(() => t?.close());
});
