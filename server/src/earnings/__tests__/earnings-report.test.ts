import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { parseRoleMap, rolesOf } from '../../core/roles';
import { BROWSER } from '../../test-kit/browse';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'earnings-report-test-token-0123456789abcdef';
const ROLES = parseRoleMap('analysts=analyst; editors=catalogue-editor');
const TODAY = new Date().toISOString().slice(0, 10);

/** The CSV's rows as arrays of fields (RFC 4180: quoted fields, their quotes doubled). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted && body.startsWith('""', index)) {
      field += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      rows.at(-1)!.push(field);
      field = '';
    } else if (!quoted && body.startsWith('\r\n', index)) {
      rows.at(-1)!.push(field);
      field = '';
      rows.push([]);
      index++;
    } else field += char;
  }
  return rows.filter((row) => row.length);
}

/**
 * Which placements earn: clicks from two placements, conversions reported against some of
 * their ids (and one the site does not know), the report by placement, casino and day as the
 * admin API's CSV and as the console's page with its chart, for analysts and not for others.
 */
describe('the earnings report', () => {
  let t: TestApp;
  let secret: string;
  let visitor = 0;

  const click = async (slug: string, from: string, pos: number) => {
    const answer = await t.app.inject({ url: `/go/${slug}?from=${encodeURIComponent(from)}&pos=${pos}`, remoteAddress: `198.51.100.${++visitor}`, headers: { 'user-agent': BROWSER } });
    return new URL(answer.headers.location as string).searchParams.get('subid')!;
  };
  const postback = (fields: Record<string, string | undefined>) => t.app.inject({ url: `/postback/net?${new URLSearchParams({ ...(fields as Record<string, string>), secret })}` });
  const admin = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
  const session = async (groups: string[]) => {
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const value = await sessions.start({ actor: 'Ana (ana)', subject: 'ana', claimValues: groups, roles: rolesOf(ROLES, groups), accessToken: null });
    return `${SESSION_COOKIE}=${value}`;
  };

  before(async () => {
    t = await createTestApp({ adminToken: TOKEN, oidcIssuer: 'http://127.0.0.1:9/', oidcClientId: 'console', oidcClientSecret: 'console-secret', oidcRoles: ROLES, oidcRecheckSeconds: 3600 });
    const made = await t.app.inject({ method: 'POST', url: '/admin/networks', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'net', clickIdParam: 'subid', currency: 'EUR' } });
    secret = made.json<{ secret: string }>().secret;
    const catalog = seedCatalogue();
    for (const slug of ['stake', 'sol']) Object.assign(catalog.casinos.find((casino) => casino.slug === slug)!, { affiliateNetwork: 'net' });
    expect((await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog })).statusCode).toBe(200);
    // The comparison's first card: 4 clicks, 2 registrations, 1 first deposit of 100 € and 20 € revenue.
    const top = [await click('stake', '/casino-vergleich', 1), await click('stake', '/casino-vergleich', 1), await click('stake', '/casino-vergleich', 1), await click('stake', '/casino-vergleich', 1)];
    // The home page's second card: 2 clicks, 1 registration.
    const home = [await click('sol', '/', 2), await click('sol', '/', 2)];
    const taken = [
      { click_id: top[0]!, event: 'registration', conversion_id: 'r1' },
      { click_id: top[1]!, event: 'registration', conversion_id: 'r2' },
      { click_id: top[0]!, event: 'ftd', amount: '100', conversion_id: 'f1' },
      { click_id: top[0]!, event: 'revenue', amount: '20', conversion_id: 'v1' },
      { click_id: home[0]!, event: 'registration', conversion_id: 'r3' },
      { click_id: 'nobody-clicked-this', event: 'ftd', amount: '75', conversion_id: 'lost-1' },
    ];
    for (const fields of taken) expect((await postback(fields)).statusCode).toBe(200);
  });
  after(() => t.close());

  it('gives each placement its clicks, registrations, first deposits, revenue, conversion rate and earnings per click, and the money no click matches apart', async () => {
    const answer = await admin(`/admin/reports/earnings.csv?from=${TODAY}&to=${TODAY}`);
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['content-disposition']]).toEqual([200, 'text/csv; charset=utf-8', `attachment; filename="earnings-by-placement-${TODAY}-${TODAY}.csv"`]);
    expect(csvRows(answer.body)).toEqual([
      ['kind', 'placement', 'clicks', 'registrations', 'first_deposits', 'revenue_eur', 'conversion_rate', 'epc_eur'],
      ['placement', '/casino-vergleich #1', '4', '2', '1', '120', '0.5', '30'],
      ['placement', '/ #2', '2', '1', '0', '0', '0.5', '0'],
      ['total', 'all', '6', '3', '1', '120', '0.5', '20'],
      ['unmatched', 'net', '', '', '', '75', '', ''],
    ]);
    const byCasino = csvRows((await admin(`/admin/reports/earnings.csv?from=${TODAY}&to=${TODAY}&by=casino`)).body);
    expect(byCasino.slice(1, 3)).toEqual([
      ['casino', 'stake', '4', '2', '1', '120', '0.5', '30'],
      ['casino', 'sol', '2', '1', '0', '0', '0.5', '0'],
    ]);
  });

  it('refuses a range that is no range, or a grouping it does not know, in words', async () => {
    const backwards = await admin(`/admin/reports/earnings.csv?from=${TODAY}&to=2020-01-01`);
    expect([backwards.statusCode, backwards.json<{ message: string }>().message]).toEqual([400, `from (${TODAY}) is after to (2020-01-01)`]);
    const grouping = await admin(`/admin/reports/earnings.csv?from=${TODAY}&to=${TODAY}&by=ip`);
    expect([grouping.statusCode, grouping.json<{ message: string }>().message]).toEqual([400, expect.stringContaining('by needs one of placement, page, casino, language, day')]);
  });

  it('shows analysts the page with the chart of the days and the table, links it in the header, and refuses it to whoever may not read reports', async () => {
    const analyst = await session(['analysts']);
    const page = await t.app.inject({ url: `/admin/console/earnings?from=${TODAY}&to=${TODAY}&by=placement`, headers: { cookie: analyst } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="plain" href="/admin/console/earnings">Earnings</a>');
    expect(page.body).toMatch(/<svg role="img" aria-label="Revenue per day from [\d-]+ to [\d-]+: €120\.00 from 6 clicks, €20\.00 per click"/);
    expect(page.body).toContain('<th scope="row"><code>/casino-vergleich #1</code></th><td>4</td><td>2</td><td>1</td><td>€120.00</td><td>50.00 %</td><td>€30.00</td>');
    expect(page.body).toContain('<code>net</code>: 1 conversions, €75.00');
    const csv = await t.app.inject({ url: `/admin/console/earnings.csv?from=${TODAY}&to=${TODAY}`, headers: { cookie: analyst } });
    expect([csv.statusCode, csvRows(csv.body)[1]]).toEqual([200, ['placement', '/casino-vergleich #1', '4', '2', '1', '120', '0.5', '30']]);

    const editor = await session(['editors']);
    const refused = await t.app.inject({ url: '/admin/console/earnings', headers: { cookie: editor } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/console/clicks', headers: { cookie: editor } })).body).not.toContain('href="/admin/console/earnings"');
  });
});
