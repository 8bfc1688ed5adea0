import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { dayOf, reportRange } from '../../core/report-range';
import { BROWSER } from '../../test-kit/browse';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';
import { EARNINGS_GROUPS, earningsReport, type EarningsGroup } from '../earnings-report';
import { rollUpEarnings } from '../earnings-rollup';

const TOKEN = 'earnings-rollup-test-token-0123456789abcdef';
const DAY_MS = 86_400_000;
/** The clicks are kept 400 days (CLICKS_RETENTION_DAYS' default): none of the test's days is final. */
const KEPT = { keptDays: 400 };
/** Today and the days before it (UTC), as the report names them. */
const daysAgo = (days: number) => dayOf(Date.now() - days * DAY_MS);
/** Two days back at least: closed, however close to midnight the tests run. */
const PAST = [daysAgo(4), daysAgo(3), daysAgo(2)];
const RANGE = reportRange(daysAgo(4), daysAgo(0));

/**
 * The report as it was read before there was a rollup: every click of the range with its
 * conversions. The figures the report must give, whichever days it reads from the rollup.
 */
const LIVE_KEYS: Record<EarningsGroup, string> = {
  placement: `coalesce(c.source_path, '(no page)') || coalesce(' #' || c.position, '')`,
  page: `coalesce(c.source_path, '(no page)')`,
  casino: 'c.casino_slug',
  language: `coalesce(c.language, '(none)')`,
  day: `to_char(c.clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
};

/** Clicks on the three past days and today from pages, slots and languages, some of them missing (no page, no slot, no language). */
const SEED_CLICKS = `
  INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at, click_id, network)
  SELECT CASE WHEN n % 2 = 0 THEN 'stake' ELSE 'sol' END,
         CASE n % 4 WHEN 0 THEN NULL ELSE (ARRAY['/', '/casino-vergleich', '/en'])[1 + n % 3] END,
         CASE n % 4 WHEN 0 THEN NULL WHEN 1 THEN 'en' ELSE 'de' END,
         CASE WHEN n % 5 = 0 THEN NULL ELSE 1 + (n / 2) % 3 END,
         CASE WHEN n > 120 THEN now() ELSE (($1::date + (n / 7) % 3)::timestamp + make_interval(mins => (n * 37) % 1440)) AT TIME ZONE 'UTC' END,
         'seed-' || n, 'net'
  FROM generate_series(1, 130) AS n`;
/** Their conversions: registrations, first deposits, revenue and deposits, on some clicks several. */
const SEED_CONVERSIONS = `
  INSERT INTO conversions (network, conversion_id, click_id, click, event, amount, currency, amount_eur, occurred_at, source)
  SELECT 'net', 'seed-' || e.event || '-' || c.id, c.click_id, c.id, e.event, e.amount, 'EUR', e.amount, c.clicked_at + interval '1 hour', 'report'
  FROM affiliate_clicks c JOIN (VALUES ('registration', 3, 0), ('first_deposit', 7, 50), ('revenue', 11, 12.34), ('deposit', 13, 20)) AS e (event, every, amount)
    ON substr(c.click_id, 6)::int % e.every = 0
  WHERE c.click_id LIKE 'seed-%'`;

/**
 * The daily rollup of the earnings report: the closed days are read from their rolled-up rows,
 * the others from the clicks, and the figures are always those the clicks and conversions give,
 * by every grouping: after a late conversion, a deleted click, a click written for an old day,
 * today's clicks, and two rollups at once.
 */
describe('the earnings report over rolled-up days', () => {
  let t: TestApp;
  let secret: string;
  let visitor = 0;

  const db = () => t.app.db;
  const postback = async (fields: Record<string, string>) => {
    const answer = await t.app.inject({ url: `/postback/net?${new URLSearchParams({ ...fields, secret })}` });
    expect(answer.statusCode).toBe(200);
  };
  /** The report's rows and total, as the clicks give them. */
  const live = async (by: EarningsGroup) => {
    const rows = await db().query<{ key: string; clicks: string; registrations: string; firstDeposits: string; revenue: string }>(
      `WITH c AS (
         SELECT id, source_path, position, casino_slug, language, clicked_at FROM affiliate_clicks WHERE clicked_at >= $1::timestamptz AND clicked_at < $2::timestamptz
       ), v AS (
         SELECT v.click, count(*) FILTER (WHERE v.event = 'registration') AS registrations, count(*) FILTER (WHERE v.event = 'first_deposit') AS first_deposits, sum(v.amount_eur) AS revenue
         FROM conversions v JOIN c ON c.id = v.click GROUP BY v.click
       )
       SELECT ${LIVE_KEYS[by]} AS key, count(*) AS clicks, coalesce(sum(v.registrations), 0) AS registrations, coalesce(sum(v.first_deposits), 0) AS "firstDeposits", coalesce(sum(v.revenue), 0) AS revenue
       FROM c LEFT JOIN v ON v.click = c.id
       GROUP BY 1 ORDER BY 1`,
      [`${RANGE.from}T00:00:00Z`, new Date(Date.parse(`${RANGE.to}T00:00:00Z`) + DAY_MS).toISOString()],
    );
    return rows.map((row) => ({ key: row.key, clicks: Number(row.clicks), registrations: Number(row.registrations), firstDeposits: Number(row.firstDeposits), revenueEur: Number(row.revenue) }));
  };
  /** The report's rows, ordered by key, with the figures the live query has. */
  const reported = async (by: EarningsGroup) => {
    const report = await earningsReport(db(), RANGE, by);
    return report.rows.map(({ key, clicks, registrations, firstDeposits, revenueEur }) => ({ key, clicks, registrations, firstDeposits, revenueEur })).sort((a, b) => (a.key < b.key ? -1 : 1));
  };
  /** Every grouping of the report against the live query. */
  const expectLiveFigures = async () => {
    for (const by of EARNINGS_GROUPS) expect({ by, rows: await reported(by) }).toEqual({ by, rows: await live(by) });
  };
  /** One day's report by placement, as the console shows it. */
  const reportOf = (day: string) => earningsReport(db(), reportRange(day, day), 'placement');
  /** Deletes a day's clicks with their conversions, as the retention deletes them. */
  const pruneDay = (day: string) =>
    db().transaction(async (tx) => {
      const ofDay = `(SELECT id FROM affiliate_clicks WHERE (clicked_at AT TIME ZONE 'UTC')::date = $1::date)`;
      await tx.query(`DELETE FROM conversions WHERE click IN ${ofDay}`, [day]);
      await tx.query(`DELETE FROM affiliate_clicks WHERE id IN ${ofDay}`, [day]);
    });
  const dayRow = async (day: string) => (await reported('day')).find((row) => row.key === day)!;
  /** The days rolled up and whether each is marked changed since. */
  const rolledUp = async () =>
    Object.fromEntries((await db().query<{ day: string; dirty: boolean }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, dirty_since IS NOT NULL AS dirty FROM earnings_days ORDER BY day`)).map((row) => [row.day, row.dirty ? 'changed' : 'clean']));

  before(async () => {
    // The server's own rollup never runs: each test rolls up when it means to.
    t = await createTestApp({ adminToken: TOKEN }, { earningsRollupMs: 0 });
    const made = await t.app.inject({ method: 'POST', url: '/admin/networks', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'net', clickIdParam: 'subid', currency: 'EUR' } });
    secret = made.json<{ secret: string }>().secret;
    const catalog = seedCatalogue();
    for (const slug of ['stake', 'sol']) Object.assign(catalog.casinos.find((casino) => casino.slug === slug)!, { affiliateNetwork: 'net' });
    expect((await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog })).statusCode).toBe(200);
    await db().query(SEED_CLICKS, [PAST[0]]);
    await db().query(SEED_CONVERSIONS);
    await postback({ click_id: 'a-click-nobody-made', event: 'ftd', amount: '75', conversion_id: 'lost-1' });
  });
  after(() => t.close());

  it('reads the closed days from their rollup, with the figures the clicks give by every grouping; today is not rolled up', async () => {
    const before = Object.fromEntries(await Promise.all(EARNINGS_GROUPS.map(async (by) => [by, await earningsReport(db(), RANGE, by)] as const)));
    const rolled = await rollUpEarnings(db(), KEPT);
    expect(rolled.busy).toEqual([]);
    expect(rolled.days.slice(-3)).toEqual([...PAST].reverse());
    expect(rolled.days).not.toContain(daysAgo(0));
    expect(await rolledUp()).toMatchObject(Object.fromEntries(PAST.map((day) => [day, 'clean'])));
    await expectLiveFigures();
    // The whole report, the money no click matched and the totals included, as before the rollup.
    for (const by of EARNINGS_GROUPS) expect(await earningsReport(db(), RANGE, by)).toEqual(before[by]);
    expect(before.placement!.unmatched).toEqual([{ network: 'net', conversions: 1, revenueEur: 75 }]);

    // And it is the rollup that is read for those days, not their clicks.
    const seeded = await dayRow(PAST[1]!);
    const oneRow = 'ctid = (SELECT ctid FROM earnings_daily WHERE day = $1::date ORDER BY clicks DESC LIMIT 1)';
    await db().query(`UPDATE earnings_daily SET clicks = clicks + 1000 WHERE ${oneRow}`, [PAST[1]]);
    expect((await dayRow(PAST[1]!)).clicks).toBe(seeded.clicks + 1000);
    await db().query(`UPDATE earnings_daily SET clicks = clicks - 1000 WHERE ${oneRow}`, [PAST[1]]);
  });

  it('counts a late conversion of a rolled-up day at once, and the same once the day is rolled up again', async () => {
    await rollUpEarnings(db(), KEPT);
    const [day] = [PAST[1]!];
    const earlier = await dayRow(day);
    // A click of that day converts now: a registration and a first deposit of 80 €.
    const [late] = await db().query<{ clickId: string }>(`SELECT click_id AS "clickId" FROM affiliate_clicks WHERE (clicked_at AT TIME ZONE 'UTC')::date = $1::date ORDER BY id LIMIT 1`, [day]);
    await postback({ click_id: late!.clickId, event: 'registration', conversion_id: 'late-registration' });
    await postback({ click_id: late!.clickId, event: 'ftd', amount: '80', conversion_id: 'late-deposit' });
    expect(await dayRow(day)).toEqual({ ...earlier, registrations: earlier.registrations + 1, firstDeposits: earlier.firstDeposits + 1, revenueEur: earlier.revenueEur + 80 });
    await expectLiveFigures();
    expect(await rolledUp()).toMatchObject({ [day]: 'changed', [PAST[0]!]: 'clean', [PAST[2]!]: 'clean' });

    expect(await rollUpEarnings(db(), KEPT)).toEqual({ days: [day], busy: [] });
    expect(await rolledUp()).toMatchObject({ [day]: 'clean' });
    expect(await dayRow(day)).toEqual({ ...earlier, registrations: earlier.registrations + 1, firstDeposits: earlier.firstDeposits + 1, revenueEur: earlier.revenueEur + 80 });
    await expectLiveFigures();
  });

  it("shows today's clicks live, never rolled up, and a click written late for a rolled-up day", async () => {
    await rollUpEarnings(db(), KEPT);
    const today = await dayRow(daysAgo(0));
    const answer = await t.app.inject({ url: '/go/stake?from=/casino-vergleich&pos=1', remoteAddress: `198.51.100.${++visitor}`, headers: { 'user-agent': BROWSER } });
    expect(answer.statusCode).toBe(302);
    expect((await dayRow(daysAgo(0))).clicks).toBe(today.clicks + 1);
    expect((await rollUpEarnings(db(), KEPT)).days).not.toContain(daysAgo(0));
    expect(await rolledUp()).not.toHaveProperty(daysAgo(0));
    await expectLiveFigures();

    // A click written for a day that is rolled up (data copied in, a clock behind).
    const old = await dayRow(PAST[2]!);
    await db().query(`INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at, click_id, network) VALUES ('sol', NULL, NULL, NULL, ($1::date + interval '23 hours 59 minutes') AT TIME ZONE 'UTC', 'written-late', 'net')`, [PAST[2]]);
    expect((await dayRow(PAST[2]!)).clicks).toBe(old.clicks + 1);
    await expectLiveFigures();
    expect(await rollUpEarnings(db(), KEPT)).toEqual({ days: [PAST[2]], busy: [] });
    await expectLiveFigures();
  });

  it('leaves a day whose change is still committing to the next round, so the change is not lost', { skip: canShareDatabase ? false : 'needs a second connection to the database: PostgreSQL only' }, async () => {
    const day = PAST[0]!;
    await rollUpEarnings(db(), KEPT);
    // The day as before its first rollup.
    await db().query('DELETE FROM earnings_daily WHERE day = $1::date', [day]);
    await db().query('DELETE FROM earnings_days WHERE day = $1::date', [day]);
    const [click] = await db().query<{ id: string }>(`SELECT id FROM affiliate_clicks WHERE (clicked_at AT TIME ZONE 'UTC')::date = $1::date ORDER BY id LIMIT 1`, [day]);
    // A report file's conversion of a click of that day, written and not yet committed while the rollup comes.
    let commit!: () => void;
    let written!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const writing = db().transaction(async (tx) => {
      await tx.query(
        `INSERT INTO conversions (network, conversion_id, click_id, click, event, amount, currency, amount_eur, occurred_at, source)
         SELECT 'net', 'still-committing', click_id, id, 'first_deposit', 60, 'EUR', 60, now(), 'report' FROM affiliate_clicks WHERE id = $1`,
        [click!.id],
      );
      written();
      await committing;
    });
    await wrote;
    try {
      expect(await rollUpEarnings(db(), KEPT)).toEqual({ days: [], busy: [day] });
    } finally {
      commit();
      await writing;
    }
    await expectLiveFigures();
    expect(await rollUpEarnings(db(), KEPT)).toEqual({ days: [day], busy: [] });
    await expectLiveFigures();
  });

  it('rolls up each day once when two rollups run at once, and the figures stay those of the clicks', async () => {
    await db().query('DELETE FROM earnings_daily');
    await db().query('DELETE FROM earnings_days');
    const [first, second] = await Promise.all([rollUpEarnings(db(), KEPT), rollUpEarnings(db(), KEPT)]);
    const days = [...first.days, ...second.days].sort();
    // Each day by one of them: a day the other found busy or just done is not rolled up again.
    expect(new Set(days).size).toBe(days.length);
    expect(days).toEqual(expect.arrayContaining(PAST));
    expect(Object.values(await rolledUp()).every((state) => state === 'clean')).toBe(true);
    const perDay = await db().query<{ day: string; rolled: string; clicked: string }>(
      `SELECT to_char(r.day, 'YYYY-MM-DD') AS day, (SELECT coalesce(sum(clicks), 0) FROM earnings_daily d WHERE d.day = r.day) AS rolled,
              (SELECT count(*) FROM affiliate_clicks c WHERE (c.clicked_at AT TIME ZONE 'UTC')::date = r.day) AS clicked
       FROM earnings_days r ORDER BY r.day`,
    );
    expect(perDay.filter((row) => row.rolled !== row.clicked)).toEqual([]);
    await expectLiveFigures();
  });
  // The last of these: the days it leaves are no longer what their clicks give.
  it('keeps the figures of a day whose clicks the retention deleted, and lets a change of a final day go', async () => {
    await rollUpEarnings(db(), KEPT);
    // The retention deletes a day's clicks with their conversions: the day keeps its rolled-up figures, its record once they are gone.
    const kept = await reportOf(PAST[0]!);
    await pruneDay(PAST[0]!);
    expect(await rolledUp()).toMatchObject({ [PAST[0]!]: 'clean' });
    expect(await rollUpEarnings(db(), KEPT)).toEqual({ days: [], busy: [] });
    expect(await reportOf(PAST[0]!)).toEqual(kept);
    expect((await reportOf(PAST[0]!)).total.clicks).toBeGreaterThan(0);

    const day = PAST[1]!;
    const before = await reportOf(day);
    const [late] = await db().query<{ clickId: string }>(`SELECT click_id AS "clickId" FROM affiliate_clicks WHERE (clicked_at AT TIME ZONE 'UTC')::date = $1::date ORDER BY id LIMIT 1`, [day]);
    await postback({ click_id: late!.clickId, event: 'ftd', amount: '500', conversion_id: 'final-deposit' });
    expect(await rolledUp()).toMatchObject({ [day]: 'changed' });
    // Clicks kept for two days only: the day, three days ago, is final. Not rolled up again, its mark cleared.
    expect(await rollUpEarnings(db(), { keptDays: 2 })).toEqual({ days: [], busy: [] });
    expect(await rolledUp()).toMatchObject({ [day]: 'clean' });
    expect(await reportOf(day)).toEqual(before);
  });
});

/** Every server rolls up on its own, every few minutes: here every moment. */
describe("the servers' own rollup of the earnings report", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { earningsRollupMs: 50 });
  });
  after(() => t.close());

  it('rolls up the closed days by itself, and a day again once it changed', async () => {
    await t.app.db.query(`INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at) VALUES ('stake', '/', 'de', 1, ($1::date + interval '12 hours') AT TIME ZONE 'UTC')`, [PAST[1]]);
    const state = async () => (await t.app.db.query<{ dirty: boolean }>('SELECT dirty_since IS NOT NULL AS dirty FROM earnings_days WHERE day = $1::date', [PAST[1]]))[0];
    const clicks = async () => (await t.app.db.query<{ clicks: number }>('SELECT coalesce(sum(clicks), 0)::int AS clicks FROM earnings_daily WHERE day = $1::date', [PAST[1]]))[0]!.clicks;
    expect(await within(10_000, async () => (await state())?.dirty === false)).not.toBeNull();
    expect(await clicks()).toBe(1);
    await t.app.db.query(`INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at) VALUES ('stake', '/', 'de', 1, ($1::date + interval '13 hours') AT TIME ZONE 'UTC')`, [PAST[1]]);
    expect(await within(10_000, async () => (await state())?.dirty === false && (await clicks()) === 2)).not.toBeNull();
  });
});
