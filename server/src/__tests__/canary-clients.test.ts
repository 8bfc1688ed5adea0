import { describe, it } from 'node:test';
import { expect } from 'expect';
import { servesCanary } from '../releases/canary-choice';
import { browse } from './support/browse';
import { releaseTestbed } from './support/release-testbed';
import { within } from './support/within';

const CANARY_GROUP = [...Array(100).keys()].find((group) => servesCanary('guides', group, 50))!;
const STABLE_GROUP = [...Array(100).keys()].find((group) => !servesCanary('guides', group, 50))!;
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
  const startCanary = async (name: string) => {
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${name}`] });
    await bed.publish('guides', dir);
    expect((await bed.admin('POST', '/admin/releases/guides/canary', { version, percent: 50, reason: name, actor: 'test' })).statusCode).toBe(200);
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
});
