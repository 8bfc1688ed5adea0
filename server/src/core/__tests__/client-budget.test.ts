import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ClientBudget } from '../client-budget';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

/**
 * Two budgets of one name on one database are what two workers, or two servers, hold: a client
 * gets what the budget allows in total, whichever of them it reaches, for a minute's window and
 * for the hour over which its web vitals weigh.
 */
describe('a budget shared by every worker and server', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t?.close());

  for (const [window, ms] of [['minute', 60_000], ['hour', 3_600_000]] as const) {
    it(`allows a client its budget in total across two workers, per ${window}`, async () => {
      const name = `shared-${window}`;
      const [first, second] = [new ClientBudget(t.app.db, name, 3, ms), new ClientBudget(t.app.db, name, 3, ms)];
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await (i % 2 ? second : first).take('2001:db8:5::/64')).allowed);
      expect(answers).toEqual([true, true, true, false, false, false]);
      // Another client has a budget of its own.
      expect((await second.take('192.0.2.7')).allowed).toBe(true);
    });
  }

  it('says when an hour-long window refills, and starts a new one after it', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const budget = new ClientBudget(t.app.db, 'refill-hour', 1, 3_600_000, () => now);
    expect((await budget.take('198.51.100.9')).allowed).toBe(true);
    now += 60_000;
    expect(await budget.take('198.51.100.9')).toEqual({ allowed: false, retryAfterSeconds: 59 * 60 });
    now += 59 * 60_000;
    expect((await budget.take('198.51.100.9')).allowed).toBe(true);
  });
});
