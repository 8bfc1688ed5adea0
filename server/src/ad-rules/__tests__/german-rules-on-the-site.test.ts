import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Casino } from '@casino/shared';
import { LINK_CHECK_CHANNEL } from '../../link-health/link-health';
import { BROWSER } from '../../test-kit/browse';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { parseRoleMap } from '../../core/roles';
import { createTestApp, type TestApp } from '../../test-kit/test-app';
import { quietHoursIn, seedAffiliateUrl as affiliateUrlOf, seedWhitelistCsv as whitelistCsv } from '../../test-kit/german-rules';

/** Quiet hours on now (from an hour ago), and far from now (in ten hours). */
const quietNow = () => quietHoursIn(-3600).window;
const quietLater = () => quietHoursIn(10 * 3600).window;

const TOKEN = 'german-rules-test-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };
const sleepUntil = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));

/** The play links the API gives, by casino. */
async function playLinks(t: TestApp): Promise<Record<string, string | null>> {
  const casinos = (await t.app.inject('/api/casinos')).json<Casino[]>();
  return Object.fromEntries(casinos.map((casino) => [casino.slug, casino.affiliateUrl]));
}
const importList = (t: TestApp, text: string, source = 'whitelist.csv', date?: string) =>
  t.app.inject({ method: 'POST', url: '/admin/whitelist', headers: auth, payload: { source, text, ...(date ? { date } : {}) } });
const compliance = async (t: TestApp, at?: string) => {
  const response = await t.app.inject({ url: `/admin/compliance${at ? `?at=${encodeURIComponent(at)}` : ''}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ market: string | null; whitelist: string | null; casinos: Array<{ slug: string; shown: boolean; reasons: string[]; detail: string | null; since: string }> }>();
};
const stateOf = async (t: TestApp, slug: string, at?: string) => (await compliance(t, at)).casinos.find((casino) => casino.slug === slug);

describe('the German rules on the site (AD_RULES=de), outside the quiet hours', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      adminToken: TOKEN,
      adRules: 'de',
      adQuietHours: quietLater(),
      // People sign in to the console through the provider; their sessions are made here as its sign-in makes them.
      oidcIssuer: 'http://127.0.0.1:9/',
      oidcClientId: 'console',
      oidcClientSecret: 'console-secret',
      oidcRoles: parseRoleMap('analysts=analyst; admins=admin'),
      oidcRecheckSeconds: 3600,
    });
  });
  after(() => t.close());

  it('withholds every casino while no whitelist is stored, and says why', async () => {
    expect(Object.values(await playLinks(t)).every((link) => link === null)).toBe(true);
    const go = await t.app.inject('/go/stake?from=%2F');
    expect(go.statusCode).toBe(451);
    expect(go.headers.location).toBeUndefined();
    expect(go.body).toContain('Whitelist der Gemeinsamen Glücksspielbehörde der Länder');
    expect(await stateOf(t, 'stake')).toMatchObject({ shown: false, reasons: ['whitelist'], detail: 'no whitelist imported' });
    expect((await compliance(t)).whitelist).toMatch(/^none imported/);
  });

  it('gives calls to action to the casinos whose hosts the imported list permits, at once and by domain, and none to the others', async () => {
    const imported = await importList(t, whitelistCsv(['sunmaker']), 'whitelist.csv', '2026-11-20');
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ date: '2026-11-20', operators: 12, domains: 12, rulesOn: true });
    const links = await playLinks(t);
    expect(links.stake).toBe('/go/stake');
    // www.leovegas.de is listed as it is written; a list naming leovegas.de would do as well (see the subdomain test).
    expect(links.leovegas).toBe('/go/leovegas');
    expect(links.sunmaker).toBeNull();
    expect(await stateOf(t, 'sunmaker')).toMatchObject({ shown: false, reasons: ['whitelist'], detail: "the link's host www.sunmaker.de belongs to no listed operator" });
    expect((await t.app.inject('/go/stake')).statusCode).toBe(302);
    expect((await t.app.inject('/go/sunmaker')).statusCode).toBe(451);
    expect((await compliance(t)).whitelist).toMatch(/^of 2026-11-20, \d+ days? old, 12 operators/);
  });

  it('takes a subdomain as its domain\'s, never a look-alike, and needs a permission for every product', async () => {
    const lines = whitelistCsv(['drueckglueck', 'leovegas', 'bet-at-home']).split('\n');
    lines.push(
      'Beispiel Glück GmbH;drueckglueck.de;Virtuelle Automatenspiele, Online-Casinospiele;01.01.2024;',
      'Muster Ltd.;vegas.de, eovegas.de;Virtuelle Automatenspiele, Online-Casinospiele, Sportwetten;01.01.2024;',
      'Exempel Wetten GmbH;bet-at-home.de;Virtuelle Automatenspiele, Online-Casinospiele, Sportwetten;01.01.2024;',
    );
    expect((await importList(t, lines.join('\n'))).statusCode).toBe(200);
    const links = await playLinks(t);
    expect({ drueckglueck: links.drueckglueck, leovegas: links.leovegas, betAtHome: links['bet-at-home'] }).toEqual({ drueckglueck: '/go/drueckglueck', leovegas: null, betAtHome: null });
    expect((await stateOf(t, 'leovegas'))?.detail).toBe("the link's host www.leovegas.de belongs to no listed operator");
    expect((await stateOf(t, 'bet-at-home'))?.detail).toBe("the link's host www.bet-at-home.de: Exempel Wetten GmbH is not permitted for poker");
  });

  it('withholds a casino whose redirects end at a host no listed operator owns, as the link check recorded, on every server', async () => {
    expect((await importList(t, whitelistCsv())).statusCode).toBe(200);
    expect((await playLinks(t)).stake).toBe('/go/stake');
    const [run] = await t.app.db.query<{ id: string }>("INSERT INTO link_check_runs (started_at, started_by) VALUES (now(), 'test') RETURNING id::text");
    await t.app.db.query(
      `INSERT INTO link_check_results (run_id, casino_slug, casino_name, url, checked_at, outcome, final_status, final_url, final_host, broken)
       VALUES ($1, 'stake', 'Stake', $2, now(), 'ok', 200, 'https://stake-mirror.example/', 'stake-mirror.example', false)`,
      [Number(run!.id), affiliateUrlOf('stake')],
    );
    await t.app.db.notify(LINK_CHECK_CHANNEL, 'test');
    for (let tries = 0; tries < 50 && (await playLinks(t)).stake !== null; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await playLinks(t)).stake).toBeNull();
    expect((await stateOf(t, 'stake'))?.detail).toBe('the redirects end at stake-mirror.example, which belongs to no listed operator');
    await t.app.db.query('DELETE FROM link_check_runs');
    await t.app.db.notify(LINK_CHECK_CHANNEL, 'test');
  });

  it('shows the rules, the whitelist\'s age and every casino\'s state in the console and /metrics, and says when the list is due', async () => {
    const list = whitelistCsv(['sunmaker']);
    expect((await importList(t, list, 'alt.csv', '2026-09-01')).statusCode).toBe(200);
    const metrics = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toContain('site_ad_rules{market="de"} 1');
    expect(metrics).toMatch(/site_whitelist_age_days (8[89]|9\d|1\d\d)\n/);
    expect(metrics).toContain('site_whitelist_due 1');
    expect(metrics).toContain('site_calls_to_action{state="withheld"} 1');
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const cookie = `${SESSION_COOKIE}=${await sessions.start({ actor: 'ana (ana)', subject: 'ana', claimValues: ['analysts'], roles: ['analyst'], accessToken: null })}`;
    const page = await t.app.inject({ url: '/admin/console/compliance', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="plain" href="/admin/console/compliance">Advertising rules</a>');
    expect(page.body).toContain('German rules (<code>AD_RULES=de</code>)');
    expect(page.body).toMatch(/Whitelist: of 2026-09-01, \d+ days old, 12 operators, imported .*, due for a new import \(older than 35 days\)/);
    expect(page.body).toContain('13 casinos: 12 shown, 1 withheld.');
    expect(page.body).toContain('the link&#39;s host www.sunmaker.de belongs to no listed operator');
    const wrongMoment = await t.app.inject({ url: '/admin/console/compliance?at=morgen', headers: { cookie } });
    expect(wrongMoment.statusCode).toBe(400);
    expect(wrongMoment.body).toContain('The moment must be a date and time such as 2026-11-28T14:00');
    // A request to /go/ that met the casino withheld counts no click: filtered, by reason.
    expect((await t.app.inject('/go/sunmaker')).statusCode).toBe(451);
    await t.app.clicks.flush();
    const [filtered] = await t.app.db.query<{ clicks: number }>("SELECT sum(count)::int AS clicks FROM affiliate_clicks_filtered WHERE casino_slug = 'sunmaker' AND reason = 'withheld'");
    expect(filtered?.clicks).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.query("SELECT 1 FROM affiliate_clicks WHERE casino_slug = 'sunmaker'")).toEqual([]);
  });

  it('refuses a whitelist file with problems whole, line by line, and keeps the stored list', async () => {
    expect((await importList(t, whitelistCsv(), 'whitelist.csv', '2026-11-21')).statusCode).toBe(200);
    const bad = await importList(
      t,
      ['Veranstalter;Internetdomain(s);Glücksspielart(en);Erlaubnis ab;Erlaubnis bis', 'Gut GmbH;gut.de;Sportwetten;01.01.2024;', ';kein domain;Lotto;31.02.2024;', 'Spät AG;spaet.de;Online-Poker;01.01.2025;01.01.2024'].join('\n'),
      'neu.csv',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'neu.csv: refused, 5 problems; the stored whitelist stays as it was',
      errors: [
        'line 3: the operator is missing',
        'line 3: "kein domain" is not a domain such as example.de',
        expect.stringMatching(/^line 3: "Lotto" is no game type the site knows \(Virtuelle Automatenspiele or slots, /),
        'line 3: the permission\'s start "31.02.2024" is not a date such as 2026-01-31 or 31.01.2026',
        'line 4: the permission ends (2024-01-01) before it starts (2025-01-01)',
      ],
    });
    expect((await importList(t, 'Veranstalter;Domains\nA;a.de', 'ohne.csv')).json().errors).toEqual(['line 1: the header names no column for the game types (Glücksspielart(en) or game_types) (it has "Veranstalter", "Domains")']);
    expect((await importList(t, 'Veranstalter;Domains;Glücksspielart\n', 'leer.csv')).json().errors).toEqual(['the file lists no operator']);
    expect((await importList(t, '{"date": "2026-11-22", "operators": [\n  {"operator": "A", "domains": ["a.de"], "gameTypes": ["slots"]},\n  {"operator": "B", "domains": [], "gameTypes": ["slots"]}\n]}', 'liste.json')).json().errors).toEqual([
      'line 3 (entry 2): B has no domain',
    ]);
    expect((await compliance(t)).whitelist).toMatch(/^of 2026-11-21,/);
    expect((await playLinks(t)).stake).toBe('/go/stake');
  });

  it('refuses hostile whitelist files in words, without harm: thousands of junk rows, a line of megabytes, binary', async () => {
    const junk = ['Veranstalter;Internetdomain(s);Glücksspielart(en)', ...Array.from({ length: 5000 }, (_, i) => `${'<script>'.repeat(i % 3)};${'x'.repeat(i % 70)};'; DROP TABLE whitelist; --`)].join('\n');
    const answers = await Promise.all([junk, `Veranstalter;Domains;Glücksspielart\n${'a'.repeat(3_000_000)};a.de;slots`, '\u0000\u0001\u0002\uFFFD'.repeat(1000), '"'.repeat(10_001)].map((text, i) => importList(t, text, `feindlich-${i}.csv`)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      // A body with NUL is refused before any step reads it (core/plugins/input-guard.ts).
      expect(answer.json().message).toMatch(/: refused, \d+ problems?; the stored whitelist stays as it was$|^The request body contains characters that are not allowed/);
    }
    expect(answers[0]!.json().errors).toHaveLength(51);
    expect((await compliance(t)).whitelist).toMatch(/^of 2026-11-21,/);
  });
});

describe('the quiet hours on the site', () => {
  it('withhold the calls to action of casinos offering slots, casino games or poker while on, everywhere a visitor looks', async () => {
    const t = await createTestApp({ adminToken: TOKEN, adRules: 'de', adQuietHours: quietNow() });
    try {
      expect((await importList(t, whitelistCsv())).statusCode).toBe(200);
      expect(Object.values(await playLinks(t)).every((link) => link === null)).toBe(true);
      expect((await t.app.inject('/api/advertising')).json()).toMatchObject({ quietHours: { now: true } });
      for (const path of ['/', '/en', '/reviews/stake', '/casino-vergleich', '/beste-casino-boni', '/en/best-casino-bonuses']) {
        const page = await t.app.inject(path);
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toMatch(/\/go\/|utm_source=casinovergleich/);
        expect(page.body).toContain('role="note"');
      }
      const home = (await t.app.inject('/')).body;
      expect(home).toMatch(/Nach deutschem Recht zeigen wir Angebote, Bonuscodes und Links zu Online-Casinos täglich nur von \d\d:\d\d(:\d\d)? bis \d\d:\d\d(:\d\d)? Uhr/);
      expect(home).not.toContain('id="promo-title"');
      expect((await t.app.inject('/beste-casino-boni')).body).not.toContain('Bonuscode:');
      // Ratings and facts stay.
      expect((await t.app.inject('/reviews/stake')).body).toContain('9,9');
      const go = await t.app.inject('/go/stake?from=%2Fen%2Fcasino-comparison&pos=1');
      expect(go.statusCode).toBe(451);
      expect(go.body).toContain('Under German law (GlüStV 2021 § 5(3)) we show no offers for online casinos');
      expect(go.body).toContain('href="/en/casino-comparison"');
      expect(await stateOf(t, 'stake')).toMatchObject({ shown: false, reasons: ['quiet-hours'] });
    } finally {
      await t.close();
    }
  });

  it('switch at the edge on the server, in its kept pages, lists and /go/, tell shared caches to keep nothing past it, and record the moment', { timeout: 60_000 }, async () => {
    const { window, edge } = quietHoursIn(15);
    const t = await createTestApp({ adminToken: TOKEN, adRules: 'de', adQuietHours: window, edgeMaxAge: 3600 });
    try {
      expect((await importList(t, whitelistCsv())).statusCode).toBe(200);
      expect(Date.now()).toBeLessThan(edge - 3000);
      // As a shared cache in front asks (deploy/varnish): with the visitor's cohort.
      const viaCache = { 'user-agent': BROWSER, 'x-site-cohort': 'stable', 'x-site-language': 'none' };
      const before = await t.app.inject({ url: '/casino-vergleich', headers: viaCache });
      expect(before.body).toContain('href="/go/stake');
      const sharedFor = Number(/s-maxage=(\d+)/.exec(String(before.headers['cache-control']))?.[1]);
      expect(sharedFor).toBeLessThanOrEqual(Math.ceil((edge - Date.now()) / 1000));
      const list = await t.app.inject('/api/casinos');
      expect(Number(/max-age=(\d+)/.exec(String(list.headers['cache-control']))?.[1])).toBeLessThanOrEqual(Math.ceil((edge - Date.now()) / 1000));
      expect(String(list.headers['cache-control'])).not.toContain('stale-while-revalidate');
      expect((await t.app.inject('/api/advertising')).json()).toEqual({ quietHours: { from: expect.any(String), until: expect.any(String), now: false }, nextChange: edge });
      expect((await t.app.inject('/go/stake')).statusCode).toBe(302);
      const shownBefore = new Date(edge - 500).toISOString();

      await sleepUntil(edge + 50);
      const afterEdge = await t.app.inject({ url: '/casino-vergleich', headers: viaCache });
      expect(afterEdge.body).not.toContain('/go/');
      expect(afterEdge.body).toContain('role="note"');
      expect((await playLinks(t)).stake).toBeNull();
      expect((await t.app.inject('/go/stake')).statusCode).toBe(451);
      // The record: shown until the edge, withheld from it, to the millisecond.
      await t.app.adRules.recorder.settled();
      expect(await stateOf(t, 'stake', shownBefore)).toMatchObject({ shown: true, reasons: [] });
      expect(await stateOf(t, 'stake')).toMatchObject({ shown: false, reasons: ['quiet-hours'], since: new Date(edge).toISOString() });
    } finally {
      await t.close();
    }
  });
});

describe('a server whose timer is late at the edge', () => {
  it('answers nothing of before the edge once it has passed, timer or not', { timeout: 60_000 }, async () => {
    const { window, edge } = quietHoursIn(12);
    const t = await createTestApp({ adminToken: TOKEN, adRules: 'de', adQuietHours: window });
    try {
      expect((await importList(t, whitelistCsv())).statusCode).toBe(200);
      expect((await playLinks(t)).stake).toBe('/go/stake');
      // As a busy server's timer would: it has not fired when the first request after the edge comes.
      t.app.catalog.close();
      await sleepUntil(edge + 20);
      expect((await playLinks(t)).stake).toBeNull();
      expect((await t.app.inject('/go/stake')).statusCode).toBe(451);
      expect((await t.app.inject('/api/advertising')).json()).toMatchObject({ quietHours: { now: true } });
    } finally {
      await t.close();
    }
  });
});

describe('without market rules (AD_RULES unset)', () => {
  it('shows every play button at any hour, says nothing of quiet hours, and still keeps the record', async () => {
    const t = await createTestApp({ adminToken: TOKEN, adQuietHours: quietNow() });
    try {
      expect(Object.values(await playLinks(t)).every((link) => link !== null)).toBe(true);
      expect((await t.app.inject('/api/advertising')).json()).toEqual({ quietHours: null, nextChange: null });
      expect((await t.app.inject('/')).body).not.toContain('role="note"');
      expect((await t.app.inject('/go/stake')).statusCode).toBe(302);
      const record = await compliance(t);
      expect(record).toMatchObject({ market: null, whitelist: null });
      expect(record.casinos.every((casino) => casino.shown)).toBe(true);
      expect(record.casinos).toHaveLength(13);
    } finally {
      await t.close();
    }
  });

  it('refuses a moment it cannot read, in words', async () => {
    const t = await createTestApp({ adminToken: TOKEN });
    try {
      const answer = await t.app.inject({ url: '/admin/compliance?at=gestern', headers: auth });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('--at must be a date and time such as 2026-11-28T14:00 (German time), 2026-11-28T13:00Z or 2026-11-28; "gestern" is not');
    } finally {
      await t.close();
    }
  });
});
