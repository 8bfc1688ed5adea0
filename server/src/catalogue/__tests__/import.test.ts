import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Casino } from '@casino/shared';
import { validateCatalog } from '../validate-catalog';
import { SERVICE_NAME } from '../../core/service-name';
import { copyVarDir, firstStart } from '../../test-kit/first-start';
import { serverEntry } from '../../test-kit/server-code';
import { SEED_FILE, seedCatalogue } from '../../test-kit/seed-catalogue';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';


describe('catalogue validation', () => {
  it('accepts the seed', () => {
    expect(validateCatalog(seedCatalogue())).toMatchObject({ ok: true });
  });

  it('the seed carries the ratings of the specification for the reviewed casinos', () => {
    const ratings = Object.fromEntries(seedCatalogue().casinos.map((casino) => [casino.slug, casino.rating]));
    expect(ratings).toEqual({
      stake: '9.9', fresh: '9.4', sol: '9.6', jet: '9.3', legzo: '9.2', izzi: '9.1', starda: '9.0', drip: '8.9', drueckglueck: '8.9',
      leovegas: '9.1', 'bet-at-home': '8.7', sunmaker: '8.8', lapalingo: '9.0',
    });
  });

  it('gives one line per bad record, naming it and every problem', () => {
    const catalog = seedCatalogue() as unknown as { casinos: Record<string, unknown>[]; bonuses: Record<string, unknown>[] };
    catalog.casinos[1]!.rating = '11.5';
    catalog.casinos[1]!.affiliateUrl = 'javascript:alert(1)';
    delete catalog.casinos[3]!.name;
    catalog.bonuses[0]!.casinoSlug = 'ghost';
    const result = validateCatalog(catalog);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/^casinos\[1\] "sol": .*rating.*affiliateUrl|^casinos\[1\] "sol": .*affiliateUrl.*rating/);
    expect(result.errors[1]).toMatch(/^casinos\[3\] "jet": name is missing/);
  });

  it('checks references once the records themselves are valid', () => {
    const catalog = seedCatalogue();
    catalog.bonuses[0]!.casinoSlug = 'ghost';
    catalog.locations[0]!.keywords = ['online-casino', 'bingo'];
    catalog.casinos[2]!.slug = catalog.casinos[0]!.slug;
    const result = validateCatalog(catalog);
    expect(result.ok ? [] : result.errors).toEqual([
      'casinos[2] "stake": slug "stake" appears more than once',
      'bonuses[0] "ghost": casinoSlug "ghost" is not a casino in this file',
      'locations[0] "berlin": unknown keywords bingo',
    ]);
  });
  // A pro or description saying "German GGL licence" beside a Malta badge misleads visitors and regulators.
  it('refuses texts that claim a licence the casino does not hold, naming casino, field and claim', () => {
    const catalog = seedCatalogue();
    const malta = catalog.casinos.findIndex((casino) => casino.slug === 'leovegas');
    catalog.casinos[malta]!.pros!.de.push('Deutsche GGL-Lizenz');
    catalog.casinos[malta]!.description += ' It holds a licence from the UK Gambling Commission.';
    const sol = catalog.bonuses.findIndex((bonus) => bonus.casinoSlug === 'sol');
    catalog.bonuses[sol]!.termsDe = '18+ | Lizenz aus Malta | Es gelten die AGB';
    const result = validateCatalog(catalog);
    expect(result.ok ? [] : result.errors).toEqual([
      `casinos[${malta}] "leovegas": description claims a licence of United Kingdom (UKGC), which the casino does not hold ("It holds a licence from the UK Gambling Commission"); ` +
        `pros.de[4] claims a licence of Germany (GGL), which the casino does not hold ("Deutsche GGL-Lizenz")`,
      `bonuses[${sol}] "sol": termsDe claims a licence of Malta (MGA), which the casino does not hold ("Lizenz aus Malta")`,
    ]);
  });

  // The bonus record's wagering field owns the figure; a second copy in a text would drift from it.
  it('refuses texts that state a wagering figure of their own', () => {
    const catalog = seedCatalogue();
    const drip = catalog.casinos.findIndex((casino) => casino.slug === 'drip');
    catalog.casinos[drip]!.pros!.de.push('Faire Umsatzbedingungen (30x)');
    catalog.bonuses[1]!.terms = '18+ | 40x wagering | T&Cs apply';
    catalog.bonuses[1]!.termsDe = '18+ | 40-facher Umsatz | Es gelten die AGB';
    const result = validateCatalog(catalog);
    expect(result.ok ? [] : result.errors).toEqual([
      `casinos[${drip}] "drip": pros.de[3] states a wagering figure ("Umsatzbedingungen (30x"); the bonus record's wagering field owns it`,
      `bonuses[1] "${catalog.bonuses[1]!.casinoSlug}": terms states a wagering figure ("40x wagering"); the bonus record's wagering field owns it; ` +
        `termsDe states a wagering figure ("40-facher Umsatz"); the bonus record's wagering field owns it`,
    ]);
  });

  it('accepts texts that deny or explain a licence', () => {
    const catalog = seedCatalogue();
    const stake = catalog.casinos.find((casino) => casino.slug === 'stake')!;
    stake.cons!.en.push('Not licensed in Germany: only GGL-licensed operators are legal there');
    stake.descriptionDe += ' Stake ist in Curaçao lizenziert und hat keine deutsche Erlaubnis.';
    expect(validateCatalog(catalog)).toMatchObject({ ok: true });
  });
});

describe('import through the admin endpoint', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ adminToken: 'secret-token-for-tests-0123456789abcdef' });
  });
  after(() => t.close());

  const post = (body: unknown, token = 'secret-token-for-tests-0123456789abcdef') =>
    t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${token}` }, payload: body as object });

  it('makes the sitemaps once, however often they are asked for, until the catalogue changes', async () => {
    const query = t.app.db.query.bind(t.app.db);
    let locationQueries = 0;
    t.app.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('location_keyword_links')) locationQueries += 1;
      return query(sql, params);
    }) as typeof t.app.db.query;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => t.app.inject(i % 2 ? '/sitemap-de.xml' : '/sitemap-en.xml')));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers[1]!.body).toContain('/reviews/drip<');
      expect(locationQueries).toBe(1);
    } finally {
      t.app.db.query = query;
    }
  });

  it('refuses without the right token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin/import', payload: seedCatalogue() })).statusCode).toBe(401);
    expect((await post(seedCatalogue(), 'secret-token-for-test')).statusCode).toBe(401);
  });

  it('rejects a bad file and leaves the data unchanged', async () => {
    const before = (await t.app.inject('/api/casinos')).body;
    const bad = seedCatalogue() as unknown as { casinos: Record<string, unknown>[] };
    bad.casinos[0]!.name = 'Renamed';
    bad.casinos[5]!.rating = 'excellent';
    const response = await post(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['casinos[5] "izzi": rating needs a rating out of 10, such as "9.1"']);
    expect((await t.app.inject('/api/casinos')).body).toBe(before);
  });

  it('refuses a casino that does not declare its products, or names one the site does not know', async () => {
    const before = (await t.app.inject('/api/casinos')).body;
    const bad = seedCatalogue() as unknown as { casinos: Record<string, unknown>[] };
    delete bad.casinos[1]!.products;
    bad.casinos[2]!.products = ['slots', 'bingo'];
    bad.casinos[3]!.products = [];
    const response = await post(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'casinos[1] "sol": products is missing',
      'casinos[2] "fresh": products[1] needs one of slots, casino, poker, sports, lottery, horse-racing',
      'casinos[3] "jet": products needs a list of 1 to 6 entries, each one of slots, casino, poker, sports, lottery, horse-racing',
    ]);
    expect((await t.app.inject('/api/casinos')).body).toBe(before);
  });

  it('refuses a licence claim the records do not back and keeps the catalogue as it was', async () => {
    const before = (await t.app.inject('/api/casinos')).body;
    const claiming = seedCatalogue();
    claiming.casinos.find((casino) => casino.slug === 'drueckglueck')!.pros!.en[0] = 'German GGL licence';
    const response = await post(claiming);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringMatching(/^casinos\[\d+\] "drueckglueck": pros\.en\[0\] claims a licence of Germany \(GGL\)/)]);
    expect((await t.app.inject('/api/casinos')).body).toBe(before);
  });

  it('applies a good file in one go and the lists follow at once', async () => {
    const catalog = seedCatalogue();
    catalog.casinos[0]!.name = 'Stake.com';
    catalog.casinos = catalog.casinos.filter((c) => c.slug !== 'drip');
    const response = await post(catalog);
    expect(response.statusCode).toBe(200);
    const casinos = (await t.app.inject('/api/casinos')).json<Casino[]>();
    expect(casinos).toHaveLength(12);
    expect(casinos[0]!.name).toBe('Stake.com');
    expect((await t.app.inject('/go/drip')).statusCode).toBe(404);
  });

  it('takes a removed casino\'s written review off the site and out of the sitemap', async () => {
    expect((await t.app.inject('/reviews/drip')).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap-de.xml')).body;
    expect(sitemap).not.toContain('/reviews/drip<');
    expect(sitemap).toContain('/reviews/stake<');
  });

  // What toISOString() writes, an offset with a fraction, lower-case t and z: all RFC 3339.
  it('takes offer windows in any RFC 3339 form and refuses what is no moment, saying what it needs', async () => {
    const catalog = seedCatalogue();
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const sol = catalog.bonuses.find((bonus) => bonus.casinoSlug === 'sol')!;
    Object.assign(sol, { validFrom: '2026-01-01t00:00:00.5+01:00', validUntil: inAMonth.toISOString() });
    Object.assign(catalog.casinos.find((casino) => casino.slug === 'stake')!, { bonusValidFrom: '2026-11-28T10:00:00.123Z', bonusValidUntil: '2099-11-28T10:00:00.123456z' });
    const imported = await post(catalog);
    expect({ status: imported.statusCode, body: imported.json() }).toEqual({ status: 200, body: { version: expect.any(Number) } });
    const served = (await t.app.inject('/api/bonuses')).json<Array<Record<string, unknown>>>().find((bonus) => bonus.casinoSlug === 'sol');
    expect(served).toMatchObject({ validFrom: '2025-12-31T23:00:00Z', validUntil: inAMonth.toISOString().replace(/\.\d+Z$/, 'Z') });
    const stake = (await t.app.inject('/api/casinos')).json<Array<Record<string, unknown>>>().find((casino) => casino.slug === 'stake');
    expect(stake).toMatchObject({ bonusValidFrom: '2026-11-28T10:00:00Z', bonusValidUntil: '2099-11-28T10:00:00Z' });

    const index = catalog.bonuses.indexOf(sol);
    Object.assign(sol, { validFrom: '2026-13-01T00:00:00.000Z', validUntil: 'tomorrow' });
    const refused = await post(catalog);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      `bonuses[${index}] "sol": validUntil needs a date and time with its offset, such as 2026-12-31T23:59:59+01:00 or 2026-11-28T10:00:00.123Z, or null`,
    ]);
    Object.assign(sol, { validUntil: null });
    expect((await post(catalog)).json().errors).toEqual([`bonuses[${index}] "sol": validFrom "2026-13-01T00:00:00.000Z" is no moment in the calendar`]);
  });
});

describe('an imported rating, without a build', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ adminToken: 'facts-follow-the-catalogue-0123456789abcdef' });
    const catalog = seedCatalogue();
    Object.assign(catalog.casinos.find((casino) => casino.slug === 'sol')!, { rating: '7.3', verifiedAt: '2026-10-05' });
    const response = await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: 'Bearer facts-follow-the-catalogue-0123456789abcdef' }, payload: catalog });
    expect(response.statusCode).toBe(200);
  });
  after(() => t.close());

  const jsonLdReview = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((data) => data['@type'] === 'Review');

  it('is on the written review, in its text, title and structured data, in both languages', async () => {
    const de = (await t.app.inject('/reviews/sol')).body;
    expect(de).toContain('<title>Sol Casino Test 2026: 2.000 € + 300 Freispiele &amp; Wertung 7,3/10');
    expect(de).toContain('erreicht in unserem Test 7,3 von 10 Punkten');
    expect(de).toContain('5. Oktober 2026');
    expect(jsonLdReview(de)).toMatchObject({ reviewRating: { ratingValue: 7.3 }, dateModified: '2026-10-05' });
    expect((await t.app.inject('/en/reviews/sol')).body).toContain('scores 7.3 out of 10');
  });

  it('is on the reviews index, the comparison and in the sitemap', async () => {
    const card = /<article[^>]*>(?:(?!<\/article>).)*Sol Casino(?:(?!<\/article>).)*<\/article>/s.exec((await t.app.inject('/reviews')).body)?.[0];
    expect(card).toMatch(/7[.,]3\/10/);
    expect((await t.app.inject('/casino-vergleich')).body).toMatch(/Sol Casino(?:(?!<\/tr>|<\/article>).)*7[.,]3/s);
    expect((await t.app.inject('/sitemap-de.xml')).body).toMatch(/<loc>[^<]*\/reviews\/sol<\/loc><lastmod>2026-10-05<\/lastmod>/);
  });
});

describe('npm run db:import', () => {
  let varDir: string;
  const run = (file: string) =>
    promisify(execFile)(process.execPath, [...serverEntry('cli/db-import'), file], {
      env: { ...process.env, VAR_DIR: varDir, DATABASE_URL: '', PORT: '1', LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  before(async () => {
    // A site's state folder with its embedded database, its server stopped.
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
    copyVarDir(await firstStart(undefined), varDir);
  });
  after(() => rm(varDir, { recursive: true, force: true }));

  it('prints one line per bad record and exits non-zero, importing nothing', async () => {
    const bad = seedCatalogue() as unknown as { casinos: Record<string, unknown>[] };
    bad.casinos[2]!.gamesCount = -5;
    const file = path.join(varDir, 'bad.json');
    await writeFile(file, JSON.stringify(bad));
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/1 invalid record\(s\); nothing was imported/);
    expect(result.stderr).toMatch(/casinos\[2\] "fresh": gamesCount needs a whole number from 0 to 100000, or null/);
  });

  it('refuses a casino whose affiliate network is not registered, exiting with 1, saying how to register it, importing nothing', async () => {
    const naming = seedCatalogue();
    Object.assign(naming.casinos[0]!, { affiliateNetwork: 'aff-net' });
    const file = path.join(varDir, 'naming.json');
    await writeFile(file, JSON.stringify(naming));
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `${file}: 1 invalid record(s); nothing was imported.`,
      expect.stringMatching(/^ {2}casinos\[0\] "stake": affiliateNetwork "aff-net" is no registered network, .*\(npm run network -- add aff-net --param <the parameter it reads the click id from> --currency EUR\)/),
    ]);
  });

  it('imports a valid file into the embedded database when no server runs', async () => {
    const result = await run(SEED_FILE);
    expect(result.code).toBe(0);
    // The first start imported the seed as version 1.
    expect(result.stdout).toMatch(/Imported 13 casinos, 7 bonuses, 80 cities: catalogue version 2\./);
  });
});

/** A catalogue file with one rating changed, written where the command can read it. */
async function fileWithRating(dir: string, slug: string, rating: string): Promise<string> {
  const catalog = seedCatalogue();
  catalog.casinos.find((casino) => casino.slug === slug)!.rating = rating;
  const file = path.join(dir, `catalog-${rating}.json`);
  await writeFile(file, JSON.stringify(catalog));
  return file;
}

const runImport = (file: string, env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [...serverEntry('cli/db-import'), file], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
const ratingOn = async (t: TestApp, slug: string) => (await t.app.inject('/api/casinos')).json<Casino[]>().find((casino) => casino.slug === slug)?.rating;

describe('npm run db:import while a server runs on this machine', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ adminToken: 'import-through-server-0123456789abcdef' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  it('goes through the running server (it owns the embedded database), which shows the new rating at once', async () => {
    const port = String((t.app.server.address() as { port: number }).port);
    const file = await fileWithRating(t.config.varDir, 'stake', '7.4');
    const { stdout } = await runImport(file, { DATABASE_URL: '', PORT: port, ADMIN_TOKEN: 'import-through-server-0123456789abcdef', VAR_DIR: t.config.varDir });
    expect(stdout).toMatch(/Imported through the running server: catalogue version \d+/);
    expect(await ratingOn(t, 'stake')).toBe('7.4');
  });
});

/**
 * The admin token goes only to this site's server: another program on the port (a second
 * project's development server, anything started with the same PORT) receives nothing, and the
 * command stops instead of importing into the data folder behind that program's back.
 */
describe('npm run db:import with another program on the port', () => {
  let varDir: string;
  let other: Server;
  const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
  let answer: (url: string) => string;
  let cutImport = false;
  before(async () => {
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-peer-'));
    other = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        if (cutImport && request.method === 'POST') return request.socket.destroy();
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer(request.url ?? ''));
      });
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    await new Promise((resolve) => other.close(resolve));
    await rm(varDir, { recursive: true, force: true });
  });

  const importAgainstOther = () =>
    runImport(SEED_FILE, { DATABASE_URL: '', PORT: String((other.address() as AddressInfo).port), ADMIN_TOKEN: 'never-for-strangers-0123456789abcdef', VAR_DIR: varDir }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  for (const [kind, reply] of [
    ['answers anything with 200', () => '{"ok":true}'],
    ["answers /health like a server, but not this site's", (url: string) => (url === '/health' ? '{"status":"ok","service":"another-site"}' : '{}')],
  ] as const) {
    it(`refuses with exit code 2 and sends no credential when it ${kind}`, async () => {
      received.length = 0;
      answer = reply;
      const result = await importAgainstOther();
      expect(received.length).toBeGreaterThan(0);
      const requestLine = (request: (typeof received)[number]) => `${request.method} ${request.url}`;
      expect(received.filter((request) => request.headers.authorization !== undefined).map(requestLine)).toEqual([]);
      expect(received.filter((request) => JSON.stringify(request).includes('never-for-strangers-0123456789abcdef')).map(requestLine)).toEqual([]);
      expect(received.map(requestLine)).toEqual(['GET /health']);
      expect(result.code).toBe(2);
      const port = (other.address() as AddressInfo).port;
      expect(result.stderr.trim().split('\n')).toEqual([
        `what answers at http://127.0.0.1:${port} (PORT=${port}) is not this site's server (its /health does not say so): nothing was sent; set PORT to the port this site's server listens on`,
      ]);
    });
  }

  it("stops with one line and leaves the data folder alone when this site's server cuts the import short", async () => {
    received.length = 0;
    cutImport = true;
    answer = (url) => (url === '/health' ? JSON.stringify({ status: 'ok', service: SERVICE_NAME }) : '{}');
    try {
      const result = await importAgainstOther();
      const port = (other.address() as AddressInfo).port;
      expect({ code: result.code, stdout: result.stdout, lines: result.stderr.trim().split('\n') }).toEqual({
        code: 2,
        stdout: '',
        lines: [`nothing was imported: this site's server at http://127.0.0.1:${port} (PORT=${port}) did not answer the import (UND_ERR_SOCKET); run npm run db:import again once it answers`],
      });
      expect(received.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /health', 'POST /admin/import']);
      // The server has the database open: nothing may be written to its folder behind its back.
      expect(await readdir(varDir)).toEqual([]);
    } finally {
      cutImport = false;
    }
  });
});

describe('npm run db:import on PostgreSQL with two servers running', { skip: canShareDatabase ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  let first: TestApp;
  let second: TestApp;
  before(async () => {
    first = await createTestApp();
    // Servers behind one load balancer share the database and the releases folder.
    second = await createTestApp({}, {}, first);
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('writes to the database, and both servers reload the catalogue (NOTIFY): lists and pages show it', async () => {
    const file = await fileWithRating(first.config.varDir, 'stake', '6.3');
    const { stdout } = await runImport(file, { DATABASE_URL: first.config.databaseUrl!, PORT: '1' });
    expect(stdout).toMatch(/Imported 13 casinos/);
    for (const server of [first, second]) {
      for (let i = 0; i < 100 && (await ratingOn(server, 'stake')) !== '6.3'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await ratingOn(server, 'stake')).toBe('6.3');
      const page = await server.app.inject('/casino-vergleich');
      expect({ status: page.statusCode, rating: /6[.,]3/.test(page.body) }).toEqual({ status: 200, rating: true });
    }
  });
});
