import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { parseRoleMap, rolesOf } from '../../core/roles';
import { csvField } from '../../core/csv';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { BROWSER, pageStateOf } from '../../test-kit/browse';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'click-report-test-token-0123456789abcdef';
const ANA = '203.0.113.1';
const BEN = '203.0.113.2';
const DAY_ONE = Date.parse('2030-06-01T10:00:00Z');
const ROLES = parseRoleMap('analysts=analyst; admins=admin; reviewers=release-manager:reviews');

/** The CSV as rows of fields, each row an object by the header's names (a tiny RFC 4180 reader). */
function parseCsv(text: string): Array<Record<string, string>> {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    const pair = body.slice(index, index + 2);
    if (quoted && pair === '""') {
      field += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || pair === '\r\n')) {
      rows.at(-1)!.push(field);
      field = '';
      if (char !== ',') {
        rows.push([]);
        index++;
      }
    } else {
      field += char;
    }
  }
  const [header, ...records] = rows.filter((row) => row.length);
  return records.map((cells) => Object.fromEntries(header!.map((name, column) => [name, cells[column] ?? ''])));
}

/** The rows of one kind, without the columns that kind leaves empty. */
const ofKind = (rows: Array<Record<string, string>>, kind: string) =>
  rows.filter((row) => row.kind === kind).map((row) => Object.fromEntries(Object.entries(row).filter(([name, value]) => name !== 'kind' && value !== '')));

/**
 * The click report: clicks on play buttons as people make them, from pages of either language,
 * beside robots, HEAD requests, prefetches and repeats, which are sent on and counted apart;
 * page views as pages report them; the CSV for a credential with the `reports` scope and the
 * console's page for analysts and admins.
 */
describe('the click report', () => {
  let t: TestApp;
  const clock = { now: DAY_ONE };
  let versions: Record<string, string>;

  const go = (url: string, { address = ANA, method = 'GET', headers = { 'user-agent': BROWSER } as Record<string, string> } = {}) =>
    t.app.inject({ method: method as 'GET' | 'HEAD', url, remoteAddress: address, headers });
  /** A page loaded and its view registered, as the page's script does; then an in-app navigation. */
  const view = async (path: string, address: string, userAgent = BROWSER) => {
    const page = await t.app.inject({ url: path, remoteAddress: address, headers: { 'user-agent': userAgent } });
    const state = pageStateOf(page.body);
    const versionsOfPage = Object.fromEntries(state.apps.map((pinned) => [pinned.app, pinned.version]));
    const answer = await t.app.inject({ method: 'POST', url: '/api/view', remoteAddress: address, headers: { 'user-agent': userAgent }, payload: { versions: versionsOfPage, app: state.match?.app ?? 'shell', path } });
    expect(answer.statusCode).toBe(200);
  };
  const navigate = (path: string, address: string, userAgent = BROWSER) =>
    t.app.inject({ method: 'POST', url: '/api/navigation', remoteAddress: address, headers: { 'user-agent': userAgent }, payload: { path } });
  const csv = async (query: string, authorization = `Bearer ${TOKEN}`) => {
    await t.app.clicks.flush();
    return t.app.inject({ url: `/admin/reports/clicks.csv?${query}`, headers: { authorization } });
  };
  /** A console session as the identity provider's sign-in makes one, for a person in `group`. */
  const signedIn = async (subject: string, group: 'analysts' | 'admins' | 'reviewers') => {
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const roles = rolesOf(ROLES, [group]);
    const value = await sessions.start({ actor: `${subject} (${subject})`, subject, claimValues: [group], roles, accessToken: null });
    return { cookie: `${SESSION_COOKIE}=${value}` };
  };

  before(async () => {
    t = await createTestApp(
      {
        adminToken: TOKEN,
        clickRepeatSeconds: 30,
        // The test writes the counts itself (the report reads the tables).
        countsFlushMs: 600_000,
        oidcIssuer: 'http://127.0.0.1:9/',
        oidcClientId: 'console',
        oidcClientSecret: 'console-secret',
        oidcRoles: ROLES,
        oidcRecheckSeconds: 3600,
      },
      { clickClock: () => clock.now },
    );
    versions = Object.fromEntries(t.app.versions.current()!.apps.map((active) => [active.app, active.version]));
  });
  after(() => t?.close());

  it('counts people’s clicks per casino, page, placement, language and app version, measured against page views; robots, HEAD, prefetches and repeats within 30 s are sent on and counted as filtered by reason', async () => {
    clock.now = DAY_ONE;
    await view('/casino-vergleich', ANA);
    await view('/casino-vergleich', BEN);
    await view('/en/casino-comparison', BEN);
    // Counted for nothing: a robot's view, a path no page has, one of another site.
    await view('/casino-vergleich', BEN, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect((await navigate('/no-such-page', ANA)).json()).toEqual({ counted: false });
    expect((await navigate('//evil.example/x', ANA)).json()).toEqual({ counted: false });
    expect((await navigate('/casino-vergleich', ANA)).json()).toEqual({ counted: true });
    expect((await navigate('/reviews/leovegas', ANA)).json()).toEqual({ counted: true });

    const answers = [
      await go('/go/stake?from=/casino-vergleich&pos=1'),
      await go('/go/sol?from=/casino-vergleich&pos=2'),
      await go('/go/stake?from=/en/casino-comparison&pos=1', { address: BEN }),
      await go('/go/leovegas?from=/reviews/leovegas', { address: ANA }),
      await go('/go/stake?from=/casino-vergleich&pos=1', { address: BEN, method: 'HEAD' }),
      await go('/go/stake', { address: BEN, headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' } }),
      await go('/go/stake', { address: BEN, headers: { 'user-agent': BROWSER, purpose: 'prefetch' } }),
      await go('/go/stake', { address: BEN, headers: { 'user-agent': BROWSER, 'x-moz': 'prefetch' } }),
      await go('/go/stake?from=/casino-vergleich&pos=1', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' } }),
      await go('/go/stake?from=/casino-vergleich&pos=1', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' } }),
      await go('/go/stake?from=/casino-vergleich&pos=1', { headers: { 'user-agent': 'curl/8.5.0' } }),
      await go('/go/stake?from=/casino-vergleich&pos=1', { headers: { 'user-agent': '' } }),
    ];
    clock.now = DAY_ONE + 10_000;
    answers.push(await go('/go/stake?from=/casino-vergleich&pos=1'));
    // The window runs from the counted click: 31 s later it counts again, 40 s later is a repeat of that one.
    clock.now = DAY_ONE + 31_000;
    answers.push(await go('/go/stake?from=/casino-vergleich&pos=1'));
    clock.now = DAY_ONE + 40_000;
    answers.push(await go('/go/stake?from=/casino-vergleich&pos=1'));
    // Every visitor, robot or not, is sent on to the casino.
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 302));
    expect(answers.every((answer) => String(answer.headers.location).startsWith('https://'))).toBe(true);

    const answer = await csv('from=2030-06-01&to=2030-06-01');
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['content-disposition']]).toEqual([200, 'text/csv; charset=utf-8', 'attachment; filename="clicks-2030-06-01-2030-06-01.csv"']);
    const rows = parseCsv(answer.body);
    const day = '2030-06-01';
    expect(ofKind(rows, 'page')).toEqual([
      { day, page: '/casino-vergleich', language: 'de', clicks: '3', page_views: '3', click_through_rate: '1' },
      { day, page: '/en/casino-comparison', language: 'en', clicks: '1', page_views: '1', click_through_rate: '1' },
      { day, page: '/reviews/leovegas', language: 'de', clicks: '1', page_views: '1', click_through_rate: '1' },
    ]);
    expect(ofKind(rows, 'placement')).toEqual([
      { day, page: '/casino-vergleich', language: 'de', placement: '1', clicks: '2', page_views: '3', click_through_rate: '0.6667' },
      { day, page: '/casino-vergleich', language: 'de', placement: '2', clicks: '1', page_views: '3', click_through_rate: '0.3333' },
      { day, page: '/en/casino-comparison', language: 'en', placement: '1', clicks: '1', page_views: '1', click_through_rate: '1' },
      { day, page: '/reviews/leovegas', language: 'de', clicks: '1', page_views: '1', click_through_rate: '1' },
    ]);
    expect(ofKind(rows, 'clicks')).toEqual([
      { day, page: '/casino-vergleich', language: 'de', placement: '1', casino: 'stake', app: 'shell', app_version: versions.shell, clicks: '2' },
      { day, page: '/casino-vergleich', language: 'de', placement: '2', casino: 'sol', app: 'shell', app_version: versions.shell, clicks: '1' },
      { day, page: '/en/casino-comparison', language: 'en', placement: '1', casino: 'stake', app: 'shell', app_version: versions.shell, clicks: '1' },
      { day, page: '/reviews/leovegas', language: 'de', casino: 'leovegas', app: 'reviews', app_version: versions.reviews, clicks: '1' },
    ]);
    expect(ofKind(rows, 'filtered')).toEqual([
      { day, casino: 'stake', filter_reason: 'head', clicks: '1' },
      { day, casino: 'stake', filter_reason: 'prefetch', clicks: '3' },
      { day, casino: 'stake', filter_reason: 'repeat', clicks: '2' },
      { day, casino: 'stake', filter_reason: 'robot', clicks: '4' },
    ]);
  });

  it('shows the same figures to an analyst on the console, with a chart per day that has a text alternative, and offers the CSV', async () => {
    const analyst = await signedIn('ana', 'analysts');
    const page = await t.app.inject({ url: '/admin/console/clicks?from=2030-05-31&to=2030-06-01', headers: { cookie: analyst.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="plain" href="/admin/console/clicks">Clicks</a>');
    expect(page.body).toContain('5 counted clicks, 10 filtered');
    expect(page.body).toContain('role="img" aria-label="Clicks per day from 2030-05-31 to 2030-06-01: 5 counted and 10 filtered in all; the table below has each day&#39;s figures."');
    expect(page.body).toMatch(/<tr><th scope="row">2030-05-31<\/th><td>0<\/td><td>0<\/td><td>0<\/td><td>no page views<\/td><\/tr>/);
    expect(page.body).toMatch(/<tr><th scope="row">2030-06-01<\/th><td>5<\/td><td>10<\/td><td>5<\/td><td>100.00 %<\/td><\/tr>/);
    expect(page.body).toMatch(/<tr><td><code>\/casino-vergleich<\/code><\/td><td>1<\/td><td>2<\/td><td>66.67 %<\/td><\/tr>/);
    expect(page.body).toMatch(/<tr><th scope="row">repeats of the same client within the window<\/th><td>2<\/td><\/tr>/);
    const download = await t.app.inject({ url: '/admin/console/clicks.csv?from=2030-06-01&to=2030-06-01', headers: { cookie: analyst.cookie } });
    expect([download.statusCode, download.body]).toEqual([200, (await csv('from=2030-06-01&to=2030-06-01')).body]);
    const admin = await signedIn('adam', 'admins');
    expect((await t.app.inject({ url: '/admin/console/clicks', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('refuses a range that is no range with 400 and says why, on the API and the console', async () => {
    const refused = async (query: string) => {
      const answer = await csv(query);
      return [answer.statusCode, answer.json<{ message: string }>().message];
    };
    expect(await refused('from=2030-13-01&to=2030-06-01')).toEqual([400, 'from: "2030-13-01" is not a date; write it as YYYY-MM-DD']);
    expect(await refused('from=2030-02-30&to=1.6.2030')).toEqual([400, 'from: "2030-02-30" is not a date; write it as YYYY-MM-DD; to: "1.6.2030" is not a date; write it as YYYY-MM-DD']);
    expect(await refused('from=2030-06-02&to=2030-06-01')).toEqual([400, 'from (2030-06-02) is after to (2030-06-01)']);
    expect(await refused('from=2030-01-01&to=2030-06-01')).toEqual([400, 'the range covers 152 days; a report covers at most 92']);
    expect(await refused('from=2030-06-01')).toEqual([400, 'Invalid request: to is missing']);
    const analyst = await signedIn('ana', 'analysts');
    const page = await t.app.inject({ url: '/admin/console/clicks?from=2030-06-02&to=2030-06-01', headers: { cookie: analyst.cookie } });
    expect([page.statusCode, page.body.includes('from (2030-06-02) is after to (2030-06-01).')]).toEqual([400, true]);
  });

  it('answers a credential with the reports scope and the admin token; refuses one without it, a release manager and no credential', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/admin/credentials', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'dashboard', apps: ['all'], can: ['reports'], expiresDays: 1 } });
    const other = await t.app.inject({ method: 'POST', url: '/admin/credentials', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'history-reader', apps: ['all'], can: ['history'], expiresDays: 1 } });
    const query = 'from=2030-06-01&to=2030-06-01';
    expect((await csv(query, `Bearer ${made.json<{ secret: string }>().secret}`)).statusCode).toBe(200);
    expect((await csv(query)).statusCode).toBe(200);
    const refused = await csv(query, `Bearer ${other.json<{ secret: string }>().secret}`);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([403, expect.stringMatching(/^history-reader may not take the step "click-report" \(Clicks on play buttons .*\), which needs "reports"; history-reader may: history$/)]);
    expect((await csv(query, '')).statusCode).toBe(401);

    const releaseManager = await signedIn('rita', 'reviewers');
    const overview = await t.app.inject({ url: '/admin', headers: { cookie: releaseManager.cookie } });
    expect(overview.body).not.toContain('/admin/console/clicks');
    for (const url of ['/admin/console/clicks', '/admin/console/clicks.csv']) expect((await t.app.inject({ url, headers: { cookie: releaseManager.cookie } })).statusCode).toBe(403);
  });

  it('writes no cell a spreadsheet would run as a formula, and keeps commas, quotes and line breaks inside their cells', async () => {
    const hostile = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '/a,"b"\r\nc'];
    for (const path of hostile) {
      await t.app.db.query("INSERT INTO affiliate_clicks (casino_slug, source_path, language, position, clicked_at) VALUES ('=1+1', $1, 'de', 1, '2030-06-04T12:00:00Z')", [path]);
    }
    const answer = await csv('from=2030-06-04&to=2030-06-04');
    expect(answer.body).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    const clicks = ofKind(parseCsv(answer.body), 'clicks');
    expect(clicks.map((row) => [row.page, row.casino]).sort()).toEqual([
      ["'+1+1", "'=1+1"],
      ["'-2+3", "'=1+1"],
      ["'=HYPERLINK(\"https://evil.example\",\"x\")", "'=1+1"],
      ["'@SUM(A1)", "'=1+1"],
      ['/a,"b"\r\nc', "'=1+1"],
    ]);
    expect([csvField('\tcmd'), csvField('plain'), csvField(12), csvField(null)]).toEqual([`"'\tcmd"`, '"plain"', '12', '']);
  });

  it('sends the visitor on when a click cannot be recorded, and counts a robot without the database', async () => {
    clock.now = Date.parse('2030-06-03T08:00:00Z');
    await t.app.db.query('ALTER TABLE click_repeats RENAME TO click_repeats_away');
    await t.app.db.query('ALTER TABLE affiliate_clicks RENAME TO affiliate_clicks_away');
    try {
      const person = await go('/go/jet?from=/&pos=3');
      const robot = await go('/go/jet?from=/&pos=3', { headers: { 'user-agent': 'Googlebot/2.1' } });
      expect([person.statusCode, robot.statusCode, String(robot.headers.location).startsWith('https://')]).toEqual([302, 302, true]);
    } finally {
      await t.app.db.query('ALTER TABLE click_repeats_away RENAME TO click_repeats');
      await t.app.db.query('ALTER TABLE affiliate_clicks_away RENAME TO affiliate_clicks');
    }
    const rows = parseCsv((await csv('from=2030-06-03&to=2030-06-03')).body);
    expect([ofKind(rows, 'clicks'), ofKind(rows, 'filtered')]).toEqual([[], [{ day: '2030-06-03', casino: 'jet', filter_reason: 'robot', clicks: '1' }]]);
  });

  it('tells a repeat just after midnight (UTC), when the key of the hashes has changed, and deletes the old day’s key', async () => {
    clock.now = Date.parse('2030-06-05T23:59:50Z');
    await go('/go/izzi?from=/&pos=2');
    clock.now = Date.parse('2030-06-06T00:00:05Z');
    await go('/go/izzi?from=/&pos=2');
    clock.now = Date.parse('2030-06-07T12:00:00Z');
    await go('/go/izzi?from=/&pos=2');
    const rows = parseCsv((await csv('from=2030-06-05&to=2030-06-07')).body);
    expect([ofKind(rows, 'clicks').map((row) => [row.day, row.clicks]), ofKind(rows, 'filtered')]).toEqual([
      [['2030-06-05', '1'], ['2030-06-07', '1']],
      [{ day: '2030-06-06', casino: 'izzi', filter_reason: 'repeat', clicks: '1' }],
    ]);
    // Kept: the day's key and the one before, which a repeat just after midnight needs; no hash past the window.
    const keys = await t.app.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM click_repeat_keys ORDER BY day");
    expect(keys.map((key) => key.day)).toEqual(['2030-06-06', '2030-06-07']);
    clock.now += 31_000;
    await t.app.clicks.flush();
    expect(await t.app.db.query('SELECT * FROM click_repeats')).toEqual([]);
  });

  it('counts one of many clicks of the same client at once, and a repeat on another server sharing the database', { skip: canShareDatabase ? false : 'needs PostgreSQL: two servers share one database' }, async () => {
    clock.now = Date.parse('2030-06-02T12:00:00Z');
    const second = await createTestApp({ adminToken: TOKEN, clickRepeatSeconds: 30, countsFlushMs: 600_000 }, { clickClock: () => clock.now }, t);
    try {
      const request = { method: 'GET' as const, url: '/go/drip?from=/casino-vergleich&pos=4', remoteAddress: ANA, headers: { 'user-agent': BROWSER } };
      const answers = await Promise.all([t.app, second.app, t.app, second.app, t.app, second.app].map((app) => app.inject(request)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 302));
      clock.now += 20_000;
      expect((await second.app.inject(request)).statusCode).toBe(302);
      await second.app.clicks.flush();
      const rows = parseCsv((await csv('from=2030-06-02&to=2030-06-02')).body);
      expect([ofKind(rows, 'clicks').map((row) => row.clicks), ofKind(rows, 'filtered')]).toEqual([['1'], [{ day: '2030-06-02', casino: 'drip', filter_reason: 'repeat', clicks: '6' }]]);
    } finally {
      await second.close();
    }
  });
});
