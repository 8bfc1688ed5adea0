import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Casino, PlacementVariants } from '@casino/shared';
import { parseCommand } from '../../core/cli/step-commands';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { parseRoleMap, rolesOf } from '../../core/roles';
import { STEP_TABLE } from '../../features';
import { BROWSER, pageStateOf } from '../../test-kit/browse';
import { operatorCommand } from '../../test-kit/operator-command';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { createTestApp, type TestApp } from '../../test-kit/test-app';
import { compare, type Comparison, type Sums } from '../comparison';
import type { Experiment } from '../experiments';

const TOKEN = 'experiments-test-token-0123456789abcdef';
const ROLES = parseRoleMap('admins=admin; analysts=analyst');
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LABEL = 'Bonus holen';
/** The cookies of a visitor of a release group who agreed to the consent banner: only such visitors take part. */
const agreed = (group: number) => `release_group=${group}; analytics_consent=granted`;

/** A shared cache's purge endpoint: it notes the keys of every purge. */
async function purgeRecorder() {
  const keys: string[] = [];
  const server = http.createServer((request, response) => {
    keys.push(String(request.headers['xkey-purge'] ?? ''));
    response.end('purged');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, keys, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The casino names of the home page's top-five table, in the order of its rows. */
const toplistOf = (html: string) => {
  const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
  return [...table.matchAll(/<th scope="row"><a [^>]*>([^<]+)<\/a><\/th>/g)].map((match) => match[1]!);
};

/**
 * Experiments as an operator runs them and visitors meet them: variants of the home page's
 * placement for shares of the release groups, each group shown its variant under a cohort of
 * its own (so a shared cache keeps them apart) and crawlers the page as it is; the variant kept
 * on every click, the variants compared on what their clicks brought, a difference called only
 * at the horizon; and the experiment ended in one step.
 */
describe('experiments on a placement', () => {
  let t: TestApp;
  let cache: Awaited<ReturnType<typeof purgeRecorder>>;
  let secret: string;
  let id: number;
  /** A release group shown each variant, found through the cohort answer itself. */
  const groups: Record<string, number[]> = {};
  let address = 0;

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${TOKEN}` } });
  const page = (url: string, cookie?: string, userAgent = BROWSER, cohort?: string) =>
    t.app.inject({ url, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}), ...(cohort ? { 'x-site-cohort': cohort, 'x-site-language': 'none' } : {}) } });
  const cohortOf = async (group: number | null, userAgent = BROWSER) => {
    const answer = await page('/api/cohort', group === null ? undefined : agreed(group), userAgent);
    return { cohort: String(answer.headers['x-site-cohort']), setCookie: answer.headers['set-cookie'] };
  };
  /** What the group's pages name in their play links: the variant they showed. */
  const shownTo = (group: number) => `${id}-${Object.entries(groups).find(([, members]) => members.includes(group))?.[0]}`;
  /** A click on the home page's first row by a visitor of the group, from an address of its own, its link naming the variant shown; its click id. */
  const click = async (group: number, from = '/', shown = shownTo(group)) => {
    const answer = await t.app.inject({ url: `/go/stake?from=${encodeURIComponent(from)}&pos=1&xp=${shown}`, remoteAddress: `198.51.${Math.floor(++address / 250)}.${address % 250}`, headers: { 'user-agent': BROWSER, cookie: agreed(group) } });
    return new URL(answer.headers.location as string).searchParams.get('subid')!;
  };
  const register = (clickId: string, conversion: string, revenue: number) =>
    Promise.all([
      t.app.inject({ url: `/postback/net?${new URLSearchParams({ click_id: clickId, event: 'registration', conversion_id: `r-${conversion}`, secret })}` }),
      t.app.inject({ url: `/postback/net?${new URLSearchParams({ click_id: clickId, event: 'revenue', amount: String(revenue), conversion_id: `v-${conversion}`, secret })}` }),
    ]);
  const comparison = async () => (await admin('GET', '/admin/experiments')).json<{ experiments: Comparison[] }>().experiments.find((c) => c.experiment.id === id)!;
  const session = async (group: string) => {
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const value = await sessions.start({ actor: `${group} person`, subject: group, claimValues: [group], roles: rolesOf(ROLES, [group]), accessToken: null });
    return `${SESSION_COOKIE}=${value}`;
  };
  const start = (page: string, variants: object[], horizon = 100) => admin('POST', '/admin/experiments', { page, name: 'Home toplist', horizon, variants });

  before(async () => {
    cache = await purgeRecorder();
    t = await createTestApp({
      adminToken: TOKEN,
      edgeMaxAge: 600,
      edgePurgeUrls: [cache.url],
      oidcIssuer: 'http://127.0.0.1:9/',
      oidcClientId: 'console',
      oidcClientSecret: 'console-secret',
      oidcRoles: ROLES,
      oidcRecheckSeconds: 3600,
    });
    secret = (await admin('POST', '/admin/networks', { name: 'net', clickIdParam: 'subid', currency: 'EUR' })).json<{ secret: string }>().secret;
    const catalog = seedCatalogue();
    for (const casino of catalog.casinos) Object.assign(casino, { affiliateNetwork: 'net' });
    expect((await admin('POST', '/admin/import', catalog)).statusCode).toBe(200);
    cache.keys.length = 0;
  });
  after(async () => {
    await t?.close();
    await cache?.close();
  });

  it('refuses a definition that cannot run, in words, and starts nothing', async () => {
    const refusals: Array<[string, object[], string]> = [
      ['/', [{ share: 60 }, { share: 50, label: LABEL }], 'the shares add up to 110, not 100'],
      ['/', [{ share: 50, label: LABEL }, { share: 50, label: 'Los' }], 'the first variant is the control, the page as it is: give it a share only'],
      ['/', [{ share: 50 }, { share: 50 }], 'variant b changes nothing'],
      ['/casino-vergleich', [{ share: 50 }, { share: 50, order: 'rating' }], 'variant b changes a toplist, and only / and /en have one an experiment may change'],
      ['/nowhere-on-this-site', [{ share: 50 }, { share: 50, label: LABEL }], '/nowhere-on-this-site is no page of the site'],
      ['/', [{ share: 40 }, { share: 30, label: LABEL }, { share: 30, label: LABEL }], 'two variants make the same change'],
      ['/', [{ share: 50 }, { share: 50, label: '\u202e\u202e' }], "variant b's label must be visible text"],
      ['/en/', [{ share: 50 }, { share: 50, label: LABEL }], "/en/ is not the page's address: give /en"],
    ];
    for (const [where, variants, reason] of refusals) {
      const answer = await start(where, variants);
      expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(reason)]);
    }
    // Fields no variant has, and values no field takes, are refused by name before anything else.
    const forged = await start('/', [{ share: 50 }, { share: 50, label: LABEL, group: 7 }]);
    expect([forged.statusCode, forged.json<{ message: string }>().message]).toEqual([400, 'Invalid request: variants[1].group needs no other fields: share, label, order, button']);
    expect((await start('/', [{ share: 50 }, { share: 50, order: 'price' }])).statusCode).toBe(400);
    expect((await admin('GET', '/admin/experiments')).json()).toMatchObject({ experiments: [] });
    expect(await cohortOf(null)).toEqual({ cohort: 'stable', setCookie: undefined });
    expect(cache.keys).toEqual([]);
  });

  it('shows each release group its variant under a cohort of its own, the shares as defined, and crawlers the page as it is', async () => {
    const started = await start('/', [{ share: 70 }, { share: 30, label: LABEL, order: 'payout', button: 'start' }]);
    expect(started.statusCode).toBe(200);
    id = started.json<{ id: number }>().id;
    expect(cache.keys).toContain('cohorts');
    expect((await start('/', [{ share: 50 }, { share: 50, label: 'Los' }])).json<{ message: string }>().message).toBe('an experiment runs on / already: end it first');

    for (let group = 0; group < 100; group++) {
      const { cohort } = await cohortOf(group);
      const key = new RegExp(`^stable\\+xp${id}:([ab])$`).exec(cohort)?.[1];
      expect({ group, cohort, key }).toEqual({ group, cohort, key: expect.stringMatching(/^[ab]$/) });
      (groups[key!] ??= []).push(group);
    }
    expect([groups.a!.length, groups.b!.length]).toEqual([70, 30]);
    const [a, b] = [groups.a![0]!, groups.b![0]!];

    const control = await page('/', agreed(a), BROWSER, `stable+xp${id}:a`);
    const variant = await page('/', agreed(b), BROWSER, `stable+xp${id}:b`);
    expect([control.statusCode, variant.statusCode]).toEqual([200, 200]);
    expect(control.body).not.toContain(LABEL);
    expect(variant.body).toContain(`>${LABEL}</a>`);
    // Its play links name the variant the page showed; the control's name theirs.
    expect(variant.body).toMatch(new RegExp(`href="/go/[a-z0-9-]+\\?from=%2F&amp;pos=1&amp;xp=${id}-b"`));
    expect(control.body).toContain(`&amp;xp=${id}-a"`);
    expect(variant.body).not.toContain('>Jetzt spielen</a>');
    // The toplist by payout, the catalogue's order among equals, the play button right after the name.
    const first = (await t.app.inject('/api/casinos?limit=5')).json<Casino[]>();
    const byPayout = first.map((casino, index) => ({ casino, index })).sort((x, y) => (y.casino.payoutPercentage ?? -1) - (x.casino.payoutPercentage ?? -1) || x.index - y.index).map(({ casino }) => casino.name);
    expect(toplistOf(control.body)).toEqual(first.map((casino) => casino.name));
    expect(toplistOf(variant.body)).toEqual(byPayout);
    expect(byPayout).not.toEqual(first.map((casino) => casino.name));
    expect(variant.body).toMatch(/<table class="[^"]*play-first/);
    // The browser hydrates the same variant: it is in the page's state.
    const state = pageStateOf(variant.body).queries.queries.find((query) => query.queryKey[0] === 'placement-variants')?.state.data as PlacementVariants;
    expect(state['/']).toEqual({ experiment: id, variant: 'b', language: 'de', label: LABEL, order: 'payout', button: 'start' });
    // The home page a visitor who chose English gets at / is not the German placement: as it is, its links naming no variant.
    const english = await page('/', `${agreed(b)}; language=en`);
    expect([english.body.includes(`>${LABEL}</a>`), english.body.includes('xp=')]).toEqual([false, false]);

    // Shared caches may keep each copy under its own cohort only; asked with another, the page is this browser's alone.
    expect(variant.headers['cache-control']).toMatch(/^public/);
    expect((await page('/', agreed(b), BROWSER, 'stable')).headers['cache-control']).toBe('no-cache');
    expect((await page('/', agreed(b), BROWSER, `stable+xp${id}:a`)).headers['cache-control']).toBe('no-cache');
    // Another page keeps its text: the placement is the home page's.
    expect((await page('/casino-vergleich', agreed(b))).body).not.toContain(`>${LABEL}</a>`);
    // A new visitor who agreed is given a group with the page; one who did not, or declined, takes no part: no cookie, the page as it is.
    expect(String((await page('/', 'analytics_consent=granted')).headers['set-cookie'])).toMatch(/^release_group=\d+;/);
    for (const cookie of [undefined, 'analytics_consent=denied', `release_group=${b}`, `release_group=${b}; analytics_consent=denied`]) {
      const declined = await page('/', cookie);
      expect({ cookie, setCookie: declined.headers['set-cookie'], label: declined.body.includes(`>${LABEL}</a>`) }).toEqual({ cookie, setCookie: undefined, label: false });
    }
    expect((await t.app.inject({ url: '/api/cohort', headers: { 'user-agent': BROWSER, cookie: `release_group=${b}` } })).headers['x-site-cohort']).toBe('stable');
    expect(await cohortOf(b, CRAWLER)).toEqual({ cohort: 'stable', setCookie: undefined });
    const crawled = await page('/', agreed(b), CRAWLER);
    expect(crawled.body).not.toContain(LABEL);
    expect(pageStateOf(crawled.body).queries.queries.some((query) => query.queryKey[0] === 'placement-variants')).toBe(false);
    expect(toplistOf(crawled.body)).toEqual(first.map((casino) => casino.name));
  });

  it('keeps the variant on every click and compares the variants on conversion rate and earnings per click, calling a difference only at the horizon', async () => {
    const [a, b] = [groups.a!, groups.b!];
    // 60 clicks a variant: a brings 3 registrations worth 10 € each, b 18 worth 50 €.
    const clicks = async (count: number, group: number[], converting: number, revenue: number, tag: string) => {
      for (let n = 0; n < count; n++) {
        const clickId = await click(group[n % group.length]!);
        if (n < converting) await register(clickId, `${tag}-${n}`, revenue);
      }
    };
    await clicks(60, a, 3, 10, 'a1');
    await clicks(60, b, 18, 50, 'b1');
    await click(b[0]!, '/casino-vergleich');
    // Counted for no variant: a visitor who did not agree; a link without the variant (the page showed none); one naming another variant.
    await t.app.inject({ url: `/go/stake?from=%2F&pos=1&xp=${id}-b`, remoteAddress: '203.0.113.77', headers: { 'user-agent': BROWSER, cookie: `release_group=${b[0]}` } });
    await click(b[1]!, '/', '');
    await click(b[2]!, '/', `${id}-a`);
    const rows = await t.app.db.query<{ experiment: number | null; variant: string | null; n: string }>('SELECT experiment, variant, count(*) AS n FROM affiliate_clicks GROUP BY 1, 2 ORDER BY 2');
    expect(rows.map((row) => [row.experiment, row.variant, Number(row.n)])).toEqual([[id, 'a', 60], [id, 'b', 60], [null, null, 4]]);

    const early = await comparison();
    expect(early.decided).toBe(false);
    expect(early.verdict).toBe('Not decided yet: every variant needs 100 clicks, the fewest has 60. Differences are not called before then.');
    const earlyB = early.variants[1]!;
    // The interval already leaves out zero; still no call before the horizon.
    expect(earlyB.conversionRateDifference!.low).toBeGreaterThan(0);
    expect(earlyB.conversionRateDifference!.significant).toBe(false);

    await clicks(40, a, 2, 10, 'a2');
    await clicks(40, b, 12, 50, 'b2');
    const { decided, variants, verdict } = await comparison();
    expect(decided).toBe(true);
    const [control, variant] = variants;
    expect(control).toMatchObject({ key: 'a', clicks: 100, converted: 5, revenueEur: 50, conversionRate: 0.05, epc: 0.5, conversionRateDifference: null });
    expect(variant).toMatchObject({ key: 'b', clicks: 100, converted: 30, revenueEur: 1500, conversionRate: 0.3, epc: 15 });
    // 0.25 ± z × √(0.05·0.95/100 + 0.3·0.7/100), by hand; z = 2.2414 for two comparisons (b on two figures) at 5 % together.
    expect(variant!.conversionRateDifference!.estimate).toBeCloseTo(0.25, 10);
    expect(variant!.conversionRateDifference!.low).toBeCloseTo(0.25 - 2.241403 * Math.sqrt(0.05 * 0.95 / 100 + 0.3 * 0.7 / 100), 5);
    expect(variant!.conversionRateDifference!.high).toBeCloseTo(0.25 + 2.241403 * Math.sqrt(0.05 * 0.95 / 100 + 0.3 * 0.7 / 100), 5);
    expect(variant!.conversionRateDifference!.significant).toBe(true);
    // Earnings per click: 15 − 0.5, with each side's spread of a click's earnings (a: five tens, b: thirty fifties).
    const spread = (n: number, converted: number, amount: number) => (converted * amount * amount - n * ((converted * amount) / n) ** 2) / (n - 1);
    const error = Math.sqrt(spread(100, 5, 10) / 100 + spread(100, 30, 50) / 100);
    expect(variant!.epcDifference!.estimate).toBeCloseTo(14.5, 10);
    expect(variant!.epcDifference!.low).toBeCloseTo(14.5 - 2.241403 * error, 4);
    expect(variant!.epcDifference!.significant).toBe(true);
    expect(verdict).toBe('b earns +14.500 € per click against a (significant); b converts 25.00 points more than a (significant).');
    // Clicks after the horizon change nothing: the comparison is of each variant's first 100.
    await clicks(10, a, 10, 500, 'a3');
    const later = await comparison();
    expect([later.variants[0]!.clicks, later.variants[0]!.converted, later.verdict]).toEqual([100, 5, verdict]);
  });

  it('shows analysts the comparison, and ends the experiment in one step of an admin: every visitor sees the page as it is again, its figures stay', async () => {
    const analyst = await session('analysts');
    const read = await t.app.inject({ url: '/admin/console/experiments', headers: { cookie: analyst } });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('href="/admin/console/experiments">Experiments</a>');
    expect(read.body).toContain(`<tr><th scope="row">b</th><td>30 %</td><td>button text “${LABEL}”, toplist by payout, button at the row&#39;s start</td><td>100</td><td>30</td><td>30.00 %</td>`);
    expect(read.body).toContain('<strong>Verdict:</strong> b earns +14.500 € per click against a (significant)');
    expect(read.body).not.toContain(`/admin/console/experiments/${id}/end`);

    const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const form = (cookie: string, csrf: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/admin/console/experiments/${id}/end`, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: t.app.config.siteUrl }, payload: new URLSearchParams({ csrf, ...fields }).toString() });
    // An analyst's post is refused: reading is not ending.
    const refused = await form(analyst, csrfOf(read.body), {});
    expect([refused.statusCode, refused.body]).toEqual([403, expect.stringContaining('may not take the step &quot;experiment-end&quot;')]);
    expect((await cohortOf(groups.b![0]!)).cohort).toBe(`stable+xp${id}:b`);

    const adminCookie = await session('admins');
    const adminPage = await t.app.inject({ url: '/admin/console/experiments', headers: { cookie: adminCookie } });
    expect(adminPage.body).toContain(`action="/admin/console/experiments/${id}/end"`);
    cache.keys.length = 0;
    // A variant it does not have cannot be the one kept: refused, and it runs on.
    const wrong = await admin('POST', `/admin/experiments/${id}/end`, { kept: 'e' });
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([400, `experiment ${id} has no variant e: its variants are a, b`]);
    const ended = await form(adminCookie, csrfOf(adminPage.body), { kept: 'b' });
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain(`Experiment ${id} has ended: every visitor sees the page as it is again.`);
    expect(cache.keys).toContain('cohorts');

    expect(await cohortOf(groups.b![0]!)).toEqual({ cohort: 'stable', setCookie: undefined });
    const after = await page('/', agreed(groups.b![0]!), BROWSER, 'stable');
    expect(after.body).not.toContain(LABEL);
    expect(after.headers['cache-control']).toMatch(/^public/);
    await click(groups.b![0]!);
    const [latest] = await t.app.db.query<{ experiment: number | null }>('SELECT experiment FROM affiliate_clicks ORDER BY id DESC LIMIT 1');
    expect(latest!.experiment).toBeNull();
    const kept = await comparison();
    expect([kept.experiment.endedAt !== null, kept.experiment.kept, kept.variants[1]!.clicks]).toEqual([true, 'b', 100]);
    const again = await admin('POST', `/admin/experiments/${id}/end`, {});
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, `no experiment ${id} runs`]);
  });

  it('starts an experiment from the console’s form for an admin, and refuses one that cannot run with every reason, starting nothing', async () => {
    const adminCookie = await session('admins');
    const before = await t.app.inject({ url: '/admin/console/experiments', headers: { cookie: adminCookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(before.body)![1]!;
    const post = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/admin/console/experiments', headers: { cookie: adminCookie, 'content-type': 'application/x-www-form-urlencoded', origin: t.app.config.siteUrl }, payload: new URLSearchParams({ csrf, ...fields }).toString() });
    const fields = { page: '/en', name: 'Button words', horizon: '500', share_a: '40', share_b: '30', label_b: 'Grab the bonus', order_b: '', button_b: '', share_c: '30', label_c: '', order_c: 'trust', button_c: 'start' };
    const refused = await post({ ...fields, share_c: '40', label_b: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The experiment cannot start: the shares add up to 110, not 100; variant b changes nothing: give it a label, an order or a button place; nothing was changed.');
    expect((await comparison()).experiment.id).toBe(id);

    const started = await post(fields);
    expect(started.statusCode).toBe(200);
    const made = (await admin('GET', '/admin/experiments')).json<{ experiments: Comparison[] }>().experiments[0]!.experiment;
    expect(started.body).toContain(`Experiment ${made.id} runs on /en.`);
    expect(made).toMatchObject({ page: '/en', name: 'Button words', horizon: 500, startedBy: 'admins person', variants: [{ key: 'a', share: 40 }, { key: 'b', share: 30, label: 'Grab the bonus' }, { key: 'c', share: 30, order: 'trust', button: 'start' }] });
    expect(await cohortOf(0)).toEqual({ cohort: expect.stringMatching(new RegExp(`^stable\\+xp${made.id}:[abc]$`)), setCookie: undefined });
    expect((await admin('POST', `/admin/experiments/${made.id}/end`, {})).statusCode).toBe(200);
  });

  it('runs as an operator types the commands: start, list with the comparison, a refusal in words and exit 2, end', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const command = operatorCommand(() => base, TOKEN);
    const refused = await command('experiment', 'start', '/', '50', '60,label=Los', '--name', 'Too much', '--clicks', '200');
    expect(refused).toEqual({ code: 2, lines: [expect.stringContaining('The experiment cannot start: the shares add up to 110, not 100.')] });
    const started = await command('experiment', 'start', '/', '50', '50,label=Jetzt Bonus holen, sofort', '--name', 'Button words', '--clicks', '200');
    expect(started.code).toBe(0);
    const running = (await admin('GET', '/admin/experiments')).json<{ experiments: Comparison[] }>().experiments[0]!.experiment;
    expect(started.lines).toContain(`  experiment ${running.id} runs on /: a 50 %, b 50 %; a difference is called at 200 clicks a variant`);
    expect(running.variants[1]).toEqual({ key: 'b', share: 50, label: 'Jetzt Bonus holen, sofort' });
    const listed = await command('experiment', 'list');
    expect(listed.code).toBe(0);
    expect(listed.lines).toEqual(expect.arrayContaining([
      expect.stringMatching(new RegExp(`^${running.id}  /  “Button words”  running since .+, horizon 200 clicks a variant$`)),
      '  b 50 % (button text “Jetzt Bonus holen, sofort”): 0 clicks, – converted, – a click',
      '  Not decided yet: every variant needs 200 clicks, the fewest has 0. Differences are not called before then.',
    ]));
    expect(await command('experiment', 'end', String(running.id), '--kept', 'a')).toMatchObject({ code: 0 });
    expect(await command('experiment', 'end', String(running.id))).toEqual({ code: expect.any(Number), lines: [expect.stringContaining(`no experiment ${running.id} runs`)] });
  });

  it('takes a definition from the command line as an operator types it, a label with its commas', () => {
    const command = parseCommand(STEP_TABLE, ['experiment', 'start', '/en', '50', '50,label=Claim it, now,order=rating', '--name', 'Button text', '--clicks', '2000']);
    expect(command.args.input).toEqual({ page: '/en', name: 'Button text', horizon: 2000, variants: [{ share: 50 }, { share: 50, label: 'Claim it, now', order: 'rating' }] });
    expect(() => parseCommand(STEP_TABLE, ['experiment', 'start', '/', 'half', '50,label=Los', '--name', 'x', '--clicks', '200'])).toThrow('variant 1 begins with its share of visitors, a whole number of percent such as 50 (not "half")');
    expect(() => parseCommand(STEP_TABLE, ['experiment', 'start', '/', '100', '--name', 'x', '--clicks', '200'])).toThrow('experiment start needs the page, the control’s share and one variant at least');
    expect(() => parseCommand(STEP_TABLE, ['experiment', 'start', '/', '50', '50,label=Los', '--name', 'x', '--clicks', 'many'])).toThrow('--clicks needs the clicks every variant needs before a difference is called, 100 or more');
    expect(parseCommand(STEP_TABLE, ['experiment', 'end', '7', '--kept', 'b']).args.input).toEqual({ id: 7, kept: 'b' });
  });
});

describe('the comparison of several variants', () => {
  const experiment: Experiment = {
    id: 1, page: '/', name: 'three texts', horizon: 1000, startedAt: '', startedBy: '', endedAt: null, endedBy: null, kept: null,
    variants: [{ key: 'a', share: 34 }, { key: 'b', share: 33, label: 'Los' }, { key: 'c', share: 33, label: 'Hol ihn dir' }],
  };
  const sums = (key: string, converted: number): Sums => ({ key, clicks: 1000, converted, revenue: converted * 20, revenueSquares: converted * 400 });

  it('widens every interval for the comparisons made together (Bonferroni), so a difference one comparison alone would call is not called among four', () => {
    // b: 100 against 72 of 1,000. Alone, z = 1.96 calls it; b and c on two figures each, z = 2.498 does not.
    const { variants, verdict } = compare(experiment, [sums('a', 72), sums('b', 100), sums('c', 70)]);
    const difference = variants[1]!.conversionRateDifference!;
    const error = Math.sqrt((0.072 * 0.928) / 1000 + (0.1 * 0.9) / 1000);
    expect(difference.low).toBeCloseTo(0.028 - 2.497705 * error, 5);
    expect([0.028 - 1.959964 * error > 0, difference.low > 0, difference.significant]).toEqual([true, false, false]);
    expect(verdict).toBe('No significant difference to the control at the horizon.');
  });
});
