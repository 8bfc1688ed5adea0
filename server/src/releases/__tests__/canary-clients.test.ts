import { describe, it } from 'node:test';
import { expect } from 'expect';
import { servesCanary } from '../canary-choice';
import { browse, BROWSER, pageStateOf } from '../../test-kit/browse';
import { releaseTestbed } from '../../test-kit/release-testbed';
import { within } from '../../test-kit/within';

const CANARY_GROUP = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;
const STABLE_GROUP = [...Array(100).keys()].find((group) => !servesCanary('guides', group, 50))!;
const CANARY_10 = [...Array(100).keys()].find((group) => servesCanary('guides', group, 10))!;
const STABLE_10 = [...Array(100).keys()].find((group) => !servesCanary('guides', group, 10))!;
const ATTACKER = '203.0.113.66';
const honest = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * One client cannot decide a canary's verdict. The attack as it was tried: one address with a
 * cookie that puts it into a 50 % canary, dozens of error reports, or page views by the hundred.
 */
describe('a canary’s verdict weighs clients, not requests', () => {
  const bed = releaseTestbed({}, { countsFlushMs: 100, canaryMinViews: 20, canaryMinClients: 20, canaryClientViews: 3, canaryErrorMarginPercent: 2, clientErrorLimit: 1000, viewLimit: 100_000 });
  /** Each client's newest view ticket, as its page holds it. */
  const tickets = new Map<string, string | null>();
  const view = async (address: string, group: number) => tickets.set(address, (await browse(bed.t.app, '/guides/', { address, cookie: `release_group=${group}` })).ticket);
  const report = (address: string, version: string) =>
    bed.t.app.inject({ method: 'POST', url: '/api/client-errors', remoteAddress: address, payload: { app: 'guides', version, kind: 'load', message: 'did not load', ticket: tickets.get(address) } });
  const canaryOf = async () => (await bed.admin('GET', '/admin/releases/guides')).json<{ canary: { version: string } | null }>().canary;
  const startCanary = async (name: string, percent = 50) => {
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${name}`] });
    await bed.publish('guides', dir);
    expect((await bed.admin('POST', '/admin/releases/guides/canary', { version, percent, reason: name, actor: 'test' })).statusCode).toBe(200);
    return version;
  };
  /** Several rounds of the watch (every 100 ms here) go by. */
  const rounds = () => new Promise((resolve) => setTimeout(resolve, 800));

  it('is not aborted by one address sending dozens of error reports and hundreds of page views', async () => {
    const healthy = await startCanary('Gesund');
    for (let n = 0; n < 30; n++) {
      await view(honest(n), CANARY_GROUP);
      await view(honest(n + 100), STABLE_GROUP);
    }
    for (let i = 0; i < 200; i++) await view(ATTACKER, CANARY_GROUP);
    for (let i = 0; i < 36; i++) await report(ATTACKER, healthy);
    await rounds();
    expect((await canaryOf())?.version).toBe(healthy);
    expect((await bed.admin('POST', '/admin/releases/guides/abort', { reason: 'next', actor: 'test' })).statusCode).toBe(200);
  });

  it('is not aborted for errors of fewer clients than CANARY_MIN_CLIENTS', async () => {
    const broken = await startCanary('Wenige');
    for (let n = 0; n < 10; n++) {
      for (let i = 0; i < 3; i++) await view(honest(n + 200), CANARY_GROUP);
      await report(honest(n + 200), broken);
      await view(honest(n + 300), STABLE_GROUP);
    }
    await rounds();
    expect((await canaryOf())?.version).toBe(broken);
    expect((await bed.admin('POST', '/admin/releases/guides/abort', { reason: 'next', actor: 'test' })).statusCode).toBe(200);
  });

  it('aborts a broken canary that fifty clients saw fail, however many page views one address adds', async () => {
    const broken = await startCanary('Kaputt');
    for (let i = 0; i < 2000; i++) await view(ATTACKER, CANARY_GROUP);
    for (let n = 0; n < 25; n++) {
      await view(honest(n + 400), CANARY_GROUP);
      await report(honest(n + 400), broken);
      await view(honest(n + 500), STABLE_GROUP);
    }
    expect(await within(5000, async () => (await canaryOf()) === null)).not.toBeNull();
    const { audit } = (await bed.admin('GET', '/admin/releases/guides')).json<{ audit: Array<{ action: string; reason: string }> }>();
    // The watch may judge before the last of the 25 came: whenever it did, it had at least 20
    // failing clients, and the 2,000 views of one address weighed 3. Each honest client weighs
    // one view and, once it reported, one error; so the views without an error are the attacker's
    // 3 and one for each honest client that had not reported yet.
    const reason = audit.find((entry) => entry.action === 'mark-bad')?.reason ?? '';
    const [, errors, views, clients, failing] = (/^error budget exceeded: [a-f0-9]{12} had [\d.]+ % \((\d+) errors in (\d+) page views of (\d+) clients, (\d+) of them with errors\)/.exec(reason) ?? []).map(Number);
    const notYetReported = clients! - failing! - 1;
    expect({ reason, enoughFailing: failing! >= 20, attackerViews: views! - errors! - notYetReported }).toEqual({ reason, enoughFailing: true, attackerViews: 3 });
  });
  /**
   * A page and its view, sent as a load balancer in front of the server forwards them: from the
   * proxy's own address (loopback, trusted by default), the visitor's address in X-Forwarded-For.
   */
  const viewViaProxy = async (address: string, group: number) => {
    const headers = { 'user-agent': BROWSER, cookie: `release_group=${group}`, 'x-forwarded-for': address };
    const page = await bed.t.app.inject({ url: '/guides/', headers });
    const state = pageStateOf(page.body);
    const view = await bed.t.app.inject({
      method: 'POST',
      url: '/api/view',
      headers,
      payload: { versions: Object.fromEntries(state.apps.map((pinned) => [pinned.app, pinned.version])), app: state.match?.app ?? 'shell' },
    });
    tickets.set(address, view.json<{ ticket?: string }>().ticket ?? null);
  };
  const reportViaProxy = (address: string, version: string) =>
    bed.t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'x-forwarded-for': address },
      payload: { app: 'guides', version, kind: 'load', message: 'did not load', ticket: tickets.get(address) },
    });
  let markers = 0;
  /**
   * Until the canary watch has judged everything sent so far: a marker client's view reaches the
   * shared counts in one round (with everything counted before it), whose verdict comes before
   * the next round writes a second marker's.
   */
  const judged = async () => {
    for (let i = 0; i < 2; i++) {
      const marker = `192.0.2.${++markers}`;
      await view(marker, CANARY_10);
      const client = bed.t.app.clientCounts.clientOf(marker);
      expect(await within(10_000, async () => (await bed.t.app.db.query('SELECT 1 FROM canary_clients WHERE client = $1', [client])).length > 0)).not.toBeNull();
    }
  };

  it('is not aborted by 75 addresses of one IPv6 /64, each sending 3 page views and 3 error reports through the load balancer', async () => {
    const canary = await startCanary('Netz', 10);
    for (let n = 0; n < 30; n++) {
      await view(honest(n + 600), CANARY_10);
      await view(honest(n + 700), STABLE_10);
    }
    for (let n = 0; n < 75; n++) {
      const address = `2001:db8:66:1:${(n + 1).toString(16)}:5eed:0:${(n * 7 + 3).toString(16)}`;
      for (let i = 0; i < 3; i++) await viewViaProxy(address, CANARY_10);
      for (let i = 0; i < 3; i++) expect((await reportViaProxy(address, canary)).json()).toEqual({ counted: true });
    }
    await judged();
    expect((await canaryOf())?.version).toBe(canary);
    expect((await bed.admin('POST', '/admin/releases/guides/abort', { reason: 'next', actor: 'test' })).statusCode).toBe(200);
  });

  it('aborts a broken 10 % canary that 25 distinct IPv6 networks saw fail', async () => {
    const broken = await startCanary('Netze', 10);
    for (let n = 0; n < 25; n++) {
      const address = `2001:db8:${(0x100 + n).toString(16)}:1::${(n + 1).toString(16)}`;
      await viewViaProxy(address, CANARY_10);
      await reportViaProxy(address, broken);
      await view(honest(n + 800), STABLE_10);
    }
    expect(await within(5000, async () => (await canaryOf()) === null)).not.toBeNull();
    const { audit } = (await bed.admin('GET', '/admin/releases/guides')).json<{ audit: Array<{ action: string; toVersion: string | null }> }>();
    expect(audit.filter((entry) => entry.action === 'mark-bad').map((entry) => entry.toVersion)).toContain(broken);
  });
});
