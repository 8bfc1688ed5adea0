import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { BonusRecord, CasinoRecord } from '@casino/shared/catalog-records';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

const TOKEN = 'offer-windows-test-token-0123456789abcdef';
type Catalogue = { casinos: CasinoRecord[]; bonuses: BonusRecord[] };
const bonusOf = (catalog: Catalogue, slug: string) => catalog.bonuses.find((bonus) => bonus.casinoSlug === slug)!;
const casinoOf = (catalog: Catalogue, slug: string) => catalog.casinos.find((casino) => casino.slug === slug)!;
/** A moment as the catalogue writes it, to the second. */
const moment = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now())));

describe('offer terms at import', () => {
  let t: TestApp;
  const importing = (catalog: object) => t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog });
  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  after(() => t.close());

  it('refuses an offer that does not say who qualifies, its wagering or its duration, naming the bonus and what it lacks', async () => {
    const catalog = seedCatalogue<Catalogue>();
    const index = catalog.bonuses.findIndex((bonus) => bonus.casinoSlug === 'starda');
    delete catalog.bonuses[index]!.eligibility;
    catalog.bonuses[index]!.wagering = null;
    catalog.bonuses[index]!.validityDays = null;
    const answer = await importing(catalog);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: string[] }>().errors).toEqual([
      `bonuses[${index}] "starda": the offer's terms lack eligibility (who qualifies, on what occasion), wagering (0 when there is none), validityDays (how long the terms run)`,
    ]);
  });

  it('refuses a window that ends before it starts, a moment not in the calendar, and an offer with no amount', async () => {
    const catalog = seedCatalogue<Catalogue>();
    const sol = catalog.bonuses.findIndex((bonus) => bonus.casinoSlug === 'sol');
    Object.assign(catalog.bonuses[sol]!, { validFrom: '2027-01-02T00:00:00+01:00', validUntil: '2027-01-01T00:00:00+01:00' });
    const leovegas = catalog.bonuses.findIndex((bonus) => bonus.casinoSlug === 'leovegas');
    Object.assign(catalog.bonuses[leovegas]!, { amountEuros: 0, freeSpins: 0, validUntil: '2027-02-30T12:00:00Z' });
    const stake = catalog.casinos.findIndex((casino) => casino.slug === 'stake');
    Object.assign(catalog.casinos[stake]!, { bonusValidFrom: '2027-01-01T00:00:00Z', bonusValidUntil: '2027-01-01T00:00:00Z' });
    const errors = (await importing(catalog)).json<{ errors: string[] }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        `bonuses[${sol}] "sol": validUntil must be after validFrom`,
        `bonuses[${leovegas}] "leovegas": the offer has no amount: amountEuros or freeSpins must be above 0; validUntil "2027-02-30T12:00:00Z" is no moment in the calendar`,
        `casinos[${stake}] "stake": bonusValidUntil must be after bonusValidFrom`,
      ]),
    );
    // A date without its time and offset is no moment at all.
    Object.assign(catalog.casinos[stake]!, { bonusValidFrom: null, bonusValidUntil: '31.12.2026' });
    expect((await importing(catalog)).json<{ errors: string[] }>().errors).toContainEqual(expect.stringMatching(/^casinos\[\d+\] "stake": bonusValidUntil needs a date and time with its offset, such as 2026-12-31T23:59:59\+01:00/));
  });

  it('hands every page the terms, the window and the verification date of each offer', async () => {
    const catalog = seedCatalogue<Catalogue>();
    Object.assign(bonusOf(catalog, 'sol'), { validUntil: '2099-12-31T23:59:00+01:00' });
    expect((await importing(catalog)).statusCode).toBe(200);
    const sol = (await t.app.inject('/api/bonuses')).json<Array<Record<string, unknown>>>().find((bonus) => bonus.casinoSlug === 'sol');
    expect(sol).toMatchObject({ eligibility: bonusOf(catalog, 'sol').eligibility, validFrom: null, validUntil: '2099-12-31T22:59:00Z', verifiedAt: '2026-11-01' });
    const page = (await t.app.inject('/beste-casino-boni')).body;
    expect(page).toContain('<dt>Angebot endet</dt><dd>31. Dezember 2099, 23:59\u00a0Uhr</dd>');
    expect(page).toContain('<dt>Für wen</dt><dd>Neukundinnen und Neukunden ab 18 Jahren, bei der ersten Einzahlung ab 20 €</dd>');
    expect(page).toContain('<dt>Geprüft am</dt><dd>1. November 2026</dd>');
    // Every list of welcome offers says when they were checked.
    expect((await t.app.inject('/casino-vergleich')).body).toContain('<dt>Geprüft am</dt><dd>1. November 2026</dd>');
    expect((await t.app.inject('/en')).body).toContain('Offer verified on 1 November 2026');
  });
});

/**
 * Offers that start and end while the servers run: at the moment itself every server's lists,
 * pages and API answers change, with no import and no restart, and the shared caches hear of it
 * once. On PostgreSQL two servers share the database, as behind a load balancer.
 */
describe('offers that start and end on time', () => {
  const servers: TestApp[] = [];
  let caches: Server;
  const purges: string[] = [];
  before(async () => {
    caches = createServer((request, response) => {
      purges.push(`${request.method} ${request.headers['xkey-purge']}`);
      response.end('purged');
    });
    await new Promise<void>((resolve) => caches.listen(0, '127.0.0.1', resolve));
    const settings = { adminToken: TOKEN, edgeMaxAge: 3600, edgePurgeUrls: [`http://127.0.0.1:${(caches.address() as AddressInfo).port}/`], edgePurgeRepeatMs: 0 };
    servers.push(await createTestApp(settings));
    if (canShareDatabase) servers.push(await createTestApp(settings, {}, servers[0]));
  });
  after(async () => {
    for (const server of servers.reverse()) await server.close();
    await new Promise((resolve) => caches?.close(resolve));
  });

  it('drops an ended offer from every list, page and API answer on every server at its end, shows one that starts at its start, and has the caches purged once', async () => {
    const [first] = servers;
    // Time for every check below on both servers before the moment comes, on a busy machine.
    const change = Math.ceil((Date.now() + 8000) / 1000) * 1000;
    const catalog = seedCatalogue<Catalogue>();
    bonusOf(catalog, 'sol').validUntil = moment(change);
    bonusOf(catalog, 'leovegas').validFrom = moment(change);
    casinoOf(catalog, 'starda').bonusValidUntil = moment(change);
    const imported = await first!.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog });
    expect(imported.statusCode).toBe(200);
    for (const server of servers) await server.app.catalog.load(); // the other server would hear of it a moment later
    const catalogueVersion = async () => (await first!.app.db.query<{ version: number }>('SELECT version FROM catalog_state'))[0]!.version;
    const importedVersion = await catalogueVersion();
    purges.length = 0;

    const look = async ({ app }: TestApp) => {
      const bonuses = (await app.inject('/api/bonuses')).json<Array<{ casinoSlug: string }>>().map((bonus) => bonus.casinoSlug);
      const starda = (await app.inject('/api/casinos')).json<Array<{ slug: string; bonus: string | null }>>().find((casino) => casino.slug === 'starda')!;
      const asked = Date.now();
      const page = await app.inject({ url: '/beste-casino-boni', headers: { 'x-site-cohort': 'stable' } });
      const home = (await app.inject({ url: '/en', headers: { 'x-site-cohort': 'stable' } })).body;
      return { bonuses, stardaOffer: starda.bonus, page: page.body, cacheControl: String(page.headers['cache-control']), asked, home };
    };

    for (const server of servers) {
      const now = await look(server);
      expect(now.bonuses).toContain('sol');
      expect(now.bonuses).not.toContain('leovegas');
      expect(now.stardaOffer).toBe('€2,500 + 300 Free Spins');
      expect(now.page).toContain('SOL300');
      expect(now.page).not.toContain('LEO1000');
      expect(now.home).toContain('€2,500 + 300 Free Spins');
      // A shared cache keeps the page only until the moment, and serves it no longer while fetching it again.
      const [, seconds] = /s-maxage=(\d+), stale-while-revalidate=0,/.exec(now.cacheControl) ?? [];
      expect(Number(seconds)).toBeGreaterThan(0);
      expect(now.asked + Number(seconds) * 1000).toBeLessThanOrEqual(change);
    }
    expect(Date.now()).toBeLessThan(change);

    await sleepUntil(change + 300);
    for (const server of servers) {
      const now = await look(server);
      expect(now.bonuses).not.toContain('sol');
      expect(now.bonuses).toContain('leovegas');
      expect(now.stardaOffer).toBeNull();
      expect(now.page).not.toContain('SOL300');
      expect(now.page).toContain('LEO1000');
      expect(now.home).not.toContain('€2,500 + 300 Free Spins');
      expect(now.home).toContain('No welcome offer at present');
      // Nothing is to change any more: pages are kept as long as ever.
      expect(now.cacheControl).toContain('s-maxage=3600, stale-while-revalidate=30,');
    }
    expect(await catalogueVersion()).toBe(importedVersion);
    expect(purges).toEqual(['PURGE catalogue']);
  });
});
