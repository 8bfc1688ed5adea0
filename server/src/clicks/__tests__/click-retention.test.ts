import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { BuildOptions } from '../../app';
import { BROWSER } from '../../test-kit/browse';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { canShareDatabase, createTestApp } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';
import { rollUpEarnings } from '../../earnings/earnings-rollup';
import { pruneClicks } from '../click-retention';

const TOKEN = 'click-retention-test-token-0123456789abcdef';

/** A server whose casino `stake` belongs to the network `net`, and what the tests do with it: clicks, postbacks, and the rows made older. */
async function siteWithNetwork(seams: BuildOptions) {
  const t = await createTestApp({ adminToken: TOKEN }, seams);
  const made = await t.app.inject({ method: 'POST', url: '/admin/networks', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'net', clickIdParam: 'subid', currency: 'EUR' } });
  const { secret } = made.json<{ secret: string }>();
  const catalog = seedCatalogue();
  Object.assign(catalog.casinos.find((casino) => casino.slug === 'stake')!, { affiliateNetwork: 'net' });
  expect((await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog })).statusCode).toBe(200);
  let visitor = 0;
  const db = t.app.db;
  return {
    t,
    /** A counted click from an address of its own: its click id. */
    click: async () => {
      const answer = await t.app.inject({ url: '/go/stake?from=/casino-vergleich&pos=1', remoteAddress: `198.51.100.${++visitor}`, headers: { 'user-agent': BROWSER } });
      return new URL(answer.headers.location as string).searchParams.get('subid')!;
    },
    postback: async (clickId: string, conversionId: string, event = 'registration') => {
      const answer = await t.app.inject({ url: `/postback/net?${new URLSearchParams({ click_id: clickId, event, amount: '10', conversion_id: conversionId, secret })}` });
      expect(answer.statusCode).toBe(200);
    },
    /** Moves a click `days` into the past. */
    ageClick: (clickId: string, days: number) => db.query('UPDATE affiliate_clicks SET clicked_at = now() - make_interval(days => $2) WHERE click_id = $1', [clickId, days]),
    /** Moves a conversion's time `days` into the past (a postback that old would be refused). */
    ageConversion: (conversionId: string, days: number) => db.query('UPDATE conversions SET occurred_at = now() - make_interval(days => $2) WHERE conversion_id = $1', [conversionId, days]),
    /** The earnings rollup of the days, as the servers run it: only the clicks of days it holds may go. */
    rollUp: () => rollUpEarnings(db, { keptDays: 400 }),
    kept: async () => ({
      clicks: (await db.query<{ clickId: string }>('SELECT click_id AS "clickId" FROM affiliate_clicks ORDER BY click_id')).map((row) => row.clickId),
      conversions: await db.query<{ conversionId: string; matched: boolean }>('SELECT conversion_id AS "conversionId", click IS NOT NULL AS matched FROM conversions ORDER BY conversion_id'),
    }),
    empty: async () => {
      await db.query('DELETE FROM conversions');
      await db.query('DELETE FROM affiliate_clicks');
    },
  };
}

/**
 * CLICKS_RETENTION_DAYS: clicks older than it go, each with the conversions reported against it,
 * so none turns into unmatched money; conversions no click matched go by their own time; what is
 * younger stays as it was. In batches, and safe when several servers prune at once.
 */
describe('the retention of clicks and conversions', () => {
  let site: Awaited<ReturnType<typeof siteWithNetwork>>;

  // The server's own prune comes after the tests: they call it themselves.
  before(async () => {
    site = await siteWithNetwork({ clickPruneMs: 3_600_000 });
  });
  after(() => site.t.close());

  it('deletes the clicks older than the retention with their conversions, however recent, and the unmatched conversions older than it; a kept click keeps its conversions matched', async () => {
    await site.empty();
    const old = [await site.click(), await site.click(), await site.click(), await site.click(), await site.click()];
    const [recent, nearlyOld, onTheEdge] = [await site.click(), await site.click(), await site.click()];
    await site.postback(old[0]!, 'old-registration');
    // Revenue share: the network pays for an old click this week.
    await site.postback(old[0]!, 'old-revenue', 'revenue');
    await site.postback(recent, 'kept-registration');
    await site.postback(recent, 'kept-first-deposit', 'ftd');
    await site.postback('nobody-clicked-this', 'lost-long-ago', 'ftd');
    await site.postback('nobody-clicked-this-either', 'lost-lately', 'ftd');
    for (const clickId of old) await site.ageClick(clickId, 401);
    await site.ageClick(nearlyOld, 399);
    // 400 days ago to the moment: its day is the last one kept, and only whole days go.
    await site.ageClick(onTheEdge, 400);
    await site.ageConversion('lost-long-ago', 401);
    // A kept click's conversion stays with it, whatever time the network gave it.
    await site.ageConversion('kept-first-deposit', 401);

    // Not before their days are rolled up (their figures outlive them there): only the old unmatched conversion goes.
    expect(await pruneClicks(site.t.app.db, 400)).toEqual({ clicks: 0, conversions: 1 });
    await site.rollUp();
    // Two at a time: five old clicks take three batches.
    expect(await pruneClicks(site.t.app.db, 400, { batch: 2 })).toEqual({ clicks: 5, conversions: 2 });
    expect(await site.kept()).toEqual({
      clicks: [recent, nearlyOld, onTheEdge].sort(),
      conversions: [
        { conversionId: 'kept-first-deposit', matched: true },
        { conversionId: 'kept-registration', matched: true },
        { conversionId: 'lost-lately', matched: false },
      ],
    });
    expect(await pruneClicks(site.t.app.db, 400)).toEqual({ clicks: 0, conversions: 0 });
  });

  it('deletes each old click once when servers prune at the same moment', async () => {
    await site.empty();
    const old = [];
    for (let index = 0; index < 7; index++) old.push(await site.click());
    for (const clickId of old) await site.ageClick(clickId, 500);
    await site.rollUp();
    const [one, other] = await Promise.all([pruneClicks(site.t.app.db, 400, { batch: 2 }), pruneClicks(site.t.app.db, 400, { batch: 2 })]);
    expect(one.clicks + other.clicks).toBe(7);
    expect((await site.kept()).clicks).toEqual([]);
  });

  it(
    'leaves a click that a postback is matching at that moment to the next round, its conversion matched, and then deletes both',
    { skip: canShareDatabase ? false : 'needs PostgreSQL: the postback and the prune each hold a connection of their own' },
    async () => {
      await site.empty();
      const [busy, idle] = [await site.click(), await site.click()];
      await site.ageClick(busy, 450);
      await site.ageClick(idle, 450);
      await site.rollUp();
      const [{ id }] = (await site.t.app.db.query<{ id: string }>('SELECT id FROM affiliate_clicks WHERE click_id = $1', [busy])) as [{ id: string }];
      // The postback's insert, held open: its reference share-locks the click's row, as every insert does for its moment.
      let finish!: () => void;
      let inserted!: () => void;
      const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
      const postback = site.t.app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO conversions (network, conversion_id, click_id, click, event, currency, occurred_at, source) VALUES ('net', 'arriving', $1, $2, 'revenue', 'EUR', now(), 'postback')`,
          [busy, id],
        );
        inserted();
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await insertedNow;
      const prune = pruneClicks(site.t.app.db, 400);
      const waited = await Promise.race([prune.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5000))]);
      finish();
      await postback;
      expect(waited).toBe(false);
      expect(await prune).toEqual({ clicks: 1, conversions: 0 });
      expect(await site.kept()).toEqual({ clicks: [busy], conversions: [{ conversionId: 'arriving', matched: true }] });
      // The conversion marked its day changed; the day is final, so the rollup lets the change go, and the click goes.
      await site.rollUp();
      expect(await pruneClicks(site.t.app.db, 400)).toEqual({ clicks: 1, conversions: 1 });
      expect(await site.kept()).toEqual({ clicks: [], conversions: [] });
    },
  );
});

describe("the servers' own prune", () => {
  let site: Awaited<ReturnType<typeof siteWithNetwork>>;
  before(async () => {
    site = await siteWithNetwork({ clickPruneMs: 50, earningsRollupMs: 50 });
  });
  after(() => site.t.close());

  it('runs by itself on every server once the rollup holds their days: old clicks and their conversions go, recent ones stay', async () => {
    const [old, recent] = [await site.click(), await site.click()];
    await site.postback(old, 'of-the-old-click');
    await site.postback(recent, 'of-the-recent-click');
    await site.ageClick(old, 401);
    expect(await within(5000, async () => (await site.kept()).clicks.length === 1)).not.toBeNull();
    expect(await site.kept()).toEqual({ clicks: [recent], conversions: [{ conversionId: 'of-the-recent-click', matched: true }] });
  });
});
