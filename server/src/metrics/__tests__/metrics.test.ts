import { describe, it } from 'node:test';
import { expect } from 'expect';
import { allowList } from '../metrics-plugin';
import { releaseTestbed } from '../../test-kit/release-testbed';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef0123';

/** The value of one sample line of Prometheus' text format (0 when absent). */
const sample = (text: string, line: string) => Number(new RegExp(`^${line.replace(/[{}"\\]]/g, '\\\\$&')} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? 0);

describe('/metrics', () => {
  const bed = releaseTestbed({}, { metricsToken: METRICS_TOKEN, metricsAllow: 'loopback, 10.1.0.0/16' });
  const scrape = (address = '127.0.0.1', authorization?: string) =>
    bed.t.app.inject({ url: '/metrics', remoteAddress: address, headers: authorization ? { authorization } : {} });

  it('is read from loopback, an allowed subnet or with the token, and refused to anyone else', async () => {
    for (const [address, authorization, status] of [
      ['127.0.0.1', undefined, 200],
      ['10.1.4.7', undefined, 200],
      ['203.0.113.9', `Bearer ${METRICS_TOKEN}`, 200],
      ['203.0.113.9', undefined, 403],
      ['10.2.0.1', undefined, 403],
      ['203.0.113.9', `Bearer ${METRICS_TOKEN.slice(0, -1)}x`, 403],
      ['203.0.113.9', 'Bearer', 403],
    ] as const) {
      const answer = await scrape(address, authorization);
      expect({ address, authorization, status: answer.statusCode }).toEqual({ address, authorization, status });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await scrape()).headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(() => allowList('loopback, 300.1.1.1')).toThrow(/METRICS_ALLOW: "300\.1\.1\.1" is no address or subnet/);
  });

  it('counts requests by route group and status, renders, and how the page cache answered', async () => {
    const before = (await scrape()).body;
    await bed.t.app.inject('/reviews/stake');
    await bed.t.app.inject('/reviews/stake');
    await bed.t.app.inject('/no-such-page');
    await bed.t.app.inject('/api/casinos');
    const text = (await scrape()).body;
    const grew = (line: string) => sample(text, line) - sample(before, line);
    expect(grew('site_http_requests_total{group="page",status="200"}')).toBe(2);
    expect(grew('site_http_requests_total{group="page",status="404"}')).toBe(1);
    expect(grew('site_http_requests_total{group="api",status="200"}')).toBe(1);
    expect(grew('site_page_cache_total{event="hit"}')).toBeGreaterThanOrEqual(1);
    expect(grew('site_page_render_seconds_count')).toBe(grew('site_page_cache_total{event="miss"}') + grew('site_page_cache_total{event="off"}'));
    expect(sample(text, 'site_mail_outbox_backlog')).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    // The pool's figures come from PostgreSQL's pool; the embedded database has none.
    if (bed.t.config.databaseUrl) expect(sample(text, 'site_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('shows a running canary and counts the purge its start caused', async () => {
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Metrik'] });
    await bed.publish('guides', dir);
    await bed.t.app.inject('/guides/');
    const before = (await scrape()).body;
    expect((await bed.admin('POST', '/admin/releases/guides/canary', { version, percent: 25, reason: 'metrics', actor: 'test' })).statusCode).toBe(200);
    await bed.t.app.inject('/guides/');
    const text = (await scrape()).body;
    expect(sample(text, `site_canary_percent{app="guides",version="${version}"}`)).toBe(25);
    expect(sample(text, 'site_page_cache_purges_total') - sample(before, 'site_page_cache_purges_total')).toBe(1);
  });

});
