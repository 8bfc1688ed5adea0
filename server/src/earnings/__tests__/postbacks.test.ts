import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { BROWSER } from '../../test-kit/browse';
import { makeCertificates, startTarget, type Target, type TestCertificates } from '../../test-kit/link-targets';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'postbacks-test-token-0123456789abcdef012345';
const VISITOR = '203.0.113.7';

interface Made {
  name: string;
  secret: string;
  postbackUrl: string;
}

/**
 * Conversions back from the affiliate networks, end to end over real sockets: a visitor's click
 * on `/go/` goes to the network's tracking server (an HTTPS peer on loopback) with the click id
 * in the link; the peer reads it from the request it got and sends the postback as a network
 * does. Then the ways a postback is refused: forged, replayed, another network's, revoked, too
 * old, junk by the thousand, too many.
 */
describe('click ids and postbacks', () => {
  let t: TestApp;
  let base: string;
  let certs: TestCertificates;
  let tracker: Target;
  let affNet: Made;
  let signed: Made;
  let other: Made;

  const admin = async <T>(method: 'GET' | 'POST', url: string, body?: object) => {
    const answer = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    return { status: answer.status, body: (await answer.json()) as T };
  };
  /** A visitor's click: the server's redirect, not followed. */
  const click = (slug: string, address = VISITOR) =>
    t.app.inject({ url: `/go/${slug}?from=/casino-vergleich&pos=2`, remoteAddress: address, headers: { 'user-agent': BROWSER } });
  /** The visitor's browser following the redirect to the network's tracking server; the click id as the tracker read it from its request. */
  const follow = (location: string, param = 'subid') =>
    new Promise<string | null>((resolve, reject) => {
      https
        .get(location, { ca: certs.selfSigned.cert }, (response) => {
          response.resume();
          response.on('end', () => {
            const arrived = new URL(tracker.arrivals.at(-1)!.path, tracker.origin);
            resolve(arrived.searchParams.get(param) ?? arrived.pathname.split('/').at(-1) ?? null);
          });
        })
        .on('error', reject);
    });
  /** A postback as the network's server sends it: over the wire, to the address it was given. */
  const postback = async (network: string, fields: Record<string, string>, init: { method?: 'GET' | 'POST'; json?: boolean; signature?: string; body?: string } = {}) => {
    const query = new URLSearchParams(fields).toString();
    const answer =
      init.method === 'POST'
        ? await fetch(`${base}/postback/${network}`, {
            method: 'POST',
            headers: { 'content-type': init.json ? 'application/json' : 'application/x-www-form-urlencoded', ...(init.signature ? { 'x-signature': init.signature } : {}) },
            body: init.body ?? (init.json ? JSON.stringify(fields) : query),
          })
        : await fetch(`${base}/postback/${network}?${query}`, { headers: init.signature ? { 'x-signature': init.signature } : {} });
    return { status: answer.status, body: (await answer.json()) as { status?: string; message?: string; errors?: string[] } };
  };
  const conversions = () =>
    t.app.db.query<{ network: string; conversionId: string; clickId: string; matched: boolean; event: string; amountEur: string; source: string }>(
      `SELECT network, conversion_id AS "conversionId", click_id AS "clickId", click IS NOT NULL AS matched, event, amount_eur::text AS "amountEur", source FROM conversions ORDER BY id`,
    );
  /** A fresh counted click on `slug` from its own address, followed to the tracker: its click id. */
  let visitors = 0;
  const clickId = async (slug = 'stake') => {
    const answer = await click(slug, `198.51.100.${++visitors}`);
    expect(answer.statusCode).toBe(302);
    return (await follow(answer.headers.location as string))!;
  };

  before(async () => {
    certs = makeCertificates();
    tracker = await startTarget((_request, response) => response.end('welcome'), certs.selfSigned);
    // The limits' clock stands still: a burst is one window however long this machine takes to send it.
    t = await createTestApp({ adminToken: TOKEN, postbackRateLimit: 50 }, { postbackClock: () => 0 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ body: affNet } = await admin<Made>('POST', '/admin/networks', { name: 'aff-net', clickIdParam: 'subid', currency: 'EUR' }));
    ({ body: signed } = await admin<Made>('POST', '/admin/networks', { name: 'signed-net', clickIdParam: 'var', currency: 'USD', signing: 'hmac' }));
    ({ body: other } = await admin<Made>('POST', '/admin/networks', { name: 'other-net', clickIdParam: 'payload', currency: 'EUR' }));
    const catalog = seedCatalogue();
    const bySlug = (slug: string) => catalog.casinos.find((casino) => casino.slug === slug)!;
    Object.assign(bySlug('stake'), { affiliateUrl: `${tracker.origin}/track?offer=7`, affiliateNetwork: 'aff-net' });
    Object.assign(bySlug('sol'), { affiliateUrl: `${tracker.origin}/c/{clickId}/in`, affiliateNetwork: 'aff-net' });
    Object.assign(bySlug('fresh'), { affiliateUrl: `${tracker.origin}/t?offer=9`, affiliateNetwork: 'signed-net' });
    Object.assign(bySlug('jet'), { affiliateUrl: `${tracker.origin}/t?offer=3` });
    expect((await admin('POST', '/admin/import', catalog)).status).toBe(200);
  });
  after(async () => {
    await t.close();
    await tracker.close();
    certs.remove();
  });

  it('registers a network with its postback URL and a secret, shown once and never listed', async () => {
    expect(affNet.postbackUrl.startsWith(`${t.config.siteUrl}/postback/aff-net?`)).toBe(true);
    expect(affNet.postbackUrl).toMatch(new RegExp(`/postback/aff-net\\?click_id=\\{click_id\\}&event=\\{event\\}.*&secret=${affNet.secret}$`));
    expect(signed.postbackUrl).not.toContain('secret=');
    const { body } = await admin<{ networks: object[] }>('GET', '/admin/networks');
    expect(JSON.stringify(body)).not.toContain(affNet.secret);
    expect(body.networks).toHaveLength(3);
    const again = await admin<{ message: string }>('POST', '/admin/networks', { name: 'aff-net', clickIdParam: 'subid', currency: 'EUR' });
    expect([again.status, again.body.message]).toEqual([409, expect.stringContaining('registered already')]);
  });

  it("puts a counted click's id into the network's parameter or the link's {clickId}, and stores the click with it and nothing about the visitor", async () => {
    const answer = await click('stake');
    const location = new URL(answer.headers.location as string);
    expect([location.origin, location.pathname, location.searchParams.get('offer')]).toEqual([tracker.origin, '/track', '7']);
    const id = location.searchParams.get('subid')!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await follow(answer.headers.location as string)).toBe(id);
    const [row] = await t.app.db.query<{ network: string; clientHash: string; appVersions: Record<string, string> }>(
      'SELECT network, client_hash AS "clientHash", app_versions AS "appVersions" FROM affiliate_clicks WHERE click_id = $1',
      [id],
    );
    expect(row!.network).toBe('aff-net');
    expect(row!.clientHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(row)).not.toContain(VISITOR);
    expect(Object.keys(row!.appVersions)).toEqual(expect.arrayContaining(['shell', 'reviews']));

    const placed = await click('sol');
    expect(placed.headers.location).toMatch(new RegExp(`^${tracker.origin}/c/[A-Za-z0-9_-]{22}/in$`));
    // A casino of no network keeps its link as it is.
    expect((await click('jet')).headers.location).toBe(`${tracker.origin}/t?offer=3`);
  });

  it('sends no click id with a click that is not counted (the same visitor again within the window)', async () => {
    const first = await click('stake', '203.0.113.99');
    const again = await click('stake', '203.0.113.99');
    expect(new URL(first.headers.location as string).searchParams.get('subid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again.headers.location).toBe(`${tracker.origin}/track?offer=7`);
  });

  it('counts a postback against its click once, however often the network sends it', async () => {
    const id = await clickId();
    const fields = { click_id: id, event: 'registration', conversion_id: 'reg-1', secret: affNet.secret };
    expect(await postback('aff-net', fields)).toEqual({ status: 200, body: { status: 'counted', conversionId: 'reg-1' } });
    expect((await postback('aff-net', fields)).body.status).toBe('duplicate');
    expect((await postback('aff-net', { ...fields, event: 'ftd', amount: '150' }, { method: 'POST' })).body.status).toBe('duplicate');
    const ftd = await postback('aff-net', { click_id: id, event: 'ftd', amount: '150.50', conversion_id: 'ftd-1', secret: affNet.secret, time: String(Math.floor(Date.now() / 1000) - 3600) }, { method: 'POST' });
    expect(ftd.body.status).toBe('counted');
    const rows = (await conversions()).filter((row) => row.clickId === id);
    expect(rows).toEqual([
      { network: 'aff-net', conversionId: 'reg-1', clickId: id, matched: true, event: 'registration', amountEur: '0.00', source: 'postback' },
      { network: 'aff-net', conversionId: 'ftd-1', clickId: id, matched: true, event: 'first_deposit', amountEur: '150.50', source: 'postback' },
    ]);
  });

  it('keeps a conversion of an unknown click id as unmatched, never losing it', async () => {
    const answer = await postback('aff-net', { click_id: 'not-a-click-of-ours', event: 'deposit', amount: '20', conversion_id: 'dep-x', secret: affNet.secret });
    expect(answer.body.status).toBe('unmatched');
    expect((await conversions()).find((row) => row.conversionId === 'dep-x')).toMatchObject({ clickId: 'not-a-click-of-ours', matched: false, amountEur: '20.00' });
  });

  it("refuses a forged postback, and another network's secret, and lets no network claim a click it never got", async () => {
    const id = await clickId();
    const forged = await postback('aff-net', { click_id: id, event: 'registration', conversion_id: 'f-1', secret: 'x'.repeat(43) });
    expect([forged.status, forged.body.message]).toEqual([401, expect.stringContaining('not this network’s')]);
    const noSecret = await postback('aff-net', { click_id: id, event: 'registration', conversion_id: 'f-2' });
    expect([noSecret.status, noSecret.body.message]).toEqual([401, expect.stringContaining('no secret')]);
    const crossed = await postback('aff-net', { click_id: id, event: 'registration', conversion_id: 'f-3', secret: other.secret });
    expect(crossed.status).toBe(401);
    // other-net's own, valid postback naming aff-net's click: kept, but it claims no click.
    const claimed = await postback('other-net', { click_id: id, event: 'first_deposit', amount: '500', conversion_id: 'f-4', secret: other.secret });
    expect(claimed.body.status).toBe('unmatched');
    expect((await conversions()).filter((row) => row.clickId === id)).toEqual([expect.objectContaining({ network: 'other-net', matched: false })]);
  });

  it('takes a signing network’s postback only with the HMAC of the body as sent, and counts its dollars in euros by the kept rate', async () => {
    const answer = await click('fresh', '198.51.100.200');
    const id = (await follow(answer.headers.location as string, 'var'))!;
    // No currency in the body: the network's own (USD).
    const body = JSON.stringify({ click_id: id, event: 'revenue', amount: '40.00', conversion_id: 'rev-1' });
    const sign = (text: string) => `sha256=${createHmac('sha256', signed.secret).update(text).digest('hex')}`;
    const noRate = await postback('signed-net', {}, { method: 'POST', json: true, body, signature: sign(body) });
    expect([noRate.status, noRate.body.message]).toEqual([422, expect.stringContaining('No rate for USD')]);
    expect((await admin('POST', '/admin/rates', { currency: 'USD', euros: 0.9 })).status).toBe(200);
    const tampered = body.replace('40.00', '4000.00');
    expect((await postback('signed-net', {}, { method: 'POST', json: true, body: tampered, signature: sign(body) })).status).toBe(401);
    expect((await postback('signed-net', {}, { method: 'POST', json: true, body })).status).toBe(401);
    // Its secret given as a field opens nothing: a signing network signs.
    expect((await postback('signed-net', { click_id: id, event: 'revenue', conversion_id: 'rev-2', secret: signed.secret })).status).toBe(401);
    // Fields added to the address of a signed body are no part of it: an unsigned currency is not read.
    const widened = await fetch(`${base}/postback/signed-net?currency=EUR`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': sign(body) }, body });
    expect((await widened.json()) as object).toEqual({ status: 'counted', conversionId: 'rev-1' });
    expect((await conversions()).find((row) => row.conversionId === 'rev-1')).toMatchObject({ matched: true, amountEur: '36.00' });
  });

  it('refuses, with every reason in words, conversions that are too old, in the future or incomplete, and records none', async () => {
    const before = (await conversions()).length;
    const old = await postback('aff-net', { click_id: 'abc', event: 'registration', conversion_id: 'old-1', secret: affNet.secret, time: '2020-01-01T00:00:00Z' });
    expect([old.status, old.body.errors]).toEqual([400, [expect.stringContaining('older than 90 days (POSTBACK_MAX_AGE_DAYS)')]]);
    const ahead = await postback('aff-net', { click_id: 'abc', event: 'registration', conversion_id: 'new-1', secret: affNet.secret, time: new Date(Date.now() + 3_600_000).toISOString() });
    expect(ahead.body.errors).toEqual([expect.stringContaining('lies in the future')]);
    const empty = await postback('aff-net', { secret: affNet.secret, event: 'win', amount: '-5', currency: 'euro' });
    expect([empty.status, empty.body.errors]).toEqual([
      400,
      [
        expect.stringContaining('click_id is missing'),
        expect.stringContaining('conversion_id is missing'),
        expect.stringContaining('event "win" is none of'),
        expect.stringContaining('amount "-5" is no amount'),
        expect.stringContaining('currency "EURO" is no currency code'),
      ],
    ]);
    expect((await conversions()).length).toBe(before);
  });

  it("answers a thousand hostile postbacks from an attacker's address with a 4xx each, records nothing of them, and keeps taking the network's own", async () => {
    const before = (await conversions()).length;
    /** A request from another address of this machine's loopback: an attacker's, not the network's. */
    const fromAttacker = (method: 'GET' | 'POST', url: string, body = '', type = 'application/x-www-form-urlencoded') =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}${url}`, { method, localAddress: '127.0.0.2', headers: method === 'POST' ? { 'content-type': type, 'content-length': Buffer.byteLength(body) } : {} }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        });
        request.on('error', reject);
        request.end(body);
      });
    const junk = ['', '%', '\u0000', 'x'.repeat(400), '{"a":', '../../etc', "' OR 1=1 --", '9'.repeat(30), '2026-13-45', 'ftd\u202e', 'constructor', '__proto__', 'toString'];
    const statuses: number[] = [];
    for (let round = 0; round < 100; round++) {
      const pick = (offset: number) => junk[(round + offset) % junk.length]!;
      const fields = { click_id: pick(0), event: pick(1), amount: pick(2), currency: pick(3), conversion_id: pick(4), time: pick(5), secret: round % 2 ? affNet.secret : pick(6) };
      const query = new URLSearchParams(fields).toString();
      statuses.push(
        ...(await Promise.all([
          fromAttacker('GET', `/postback/aff-net?${query}`),
          fromAttacker('POST', '/postback/aff-net', query),
          fromAttacker('POST', '/postback/aff-net', pick(7), 'application/json'),
          fromAttacker('GET', `/postback/${encodeURIComponent(pick(8).slice(0, 50) || 'none')}?${query}`),
          fromAttacker('POST', '/postback/aff-net', '<x/>', 'text/xml'),
          fromAttacker('POST', '/postback/aff-net', `secret=${affNet.secret}&${'a'.repeat(20_000)}`),
          fromAttacker('POST', '/postback/aff-net', JSON.stringify({ ...fields, time: 'x' }), 'application/json'),
          fromAttacker('GET', `/postback/aff-net?${new URLSearchParams({ ...fields, click_id: pick(9) })}`),
          fromAttacker('GET', `/postback/aff-net?${new URLSearchParams({ ...fields, secret: affNet.secret.slice(1) })}`),
          fromAttacker('GET', `/postback/aff-net?${new URLSearchParams({ ...fields, event: 'revenue', currency: 'XXX', amount: '1', click_id: 'c', conversion_id: `junk-${round}`, time: pick(3) })}`),
        ])),
      );
    }
    expect([...new Set(statuses)].filter((status) => status < 400 || status >= 500)).toEqual([]);
    // Past 30 forged postbacks in a minute the attacker's address is answered 429 without a look at what it sends
    // (what Fastify refuses before, a body too large or of another type, stays 413 or 415).
    expect(statuses).toContain(429);
    // Names of an object's own machinery are no event, from the network itself either.
    for (const event of ['constructor', '__proto__', 'hasOwnProperty']) {
      const answer = await postback('aff-net', { click_id: 'c', event, conversion_id: `proto-${event}`, secret: affNet.secret });
      expect([answer.status, answer.body.errors]).toEqual([400, [expect.stringContaining(`event "${event}" is none of`)]]);
    }
    expect(await fromAttacker('GET', `/postback/aff-net?click_id=a&event=registration&conversion_id=z&secret=${affNet.secret}`)).toBe(429);
    expect((await conversions()).length).toBe(before);
    const id = await clickId();
    expect((await postback('aff-net', { click_id: id, event: 'deposit', amount: '10', conversion_id: 'after-junk', secret: affNet.secret })).body.status).toBe('counted');
  });

  it("refuses more postbacks a second than POSTBACK_RATE_LIMIT with 429 and Retry-After, and a revoked network's at once", async () => {
    const answers = await Promise.all(Array.from({ length: 80 }, (_, index) => fetch(`${base}/postback/other-net?click_id=c&event=registration&conversion_id=burst-${index}&secret=${other.secret}`)));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(50);
    expect((await admin('POST', '/admin/networks/other-net/revoke')).status).toBe(200);
    const revoked = await postback('other-net', { click_id: 'c', event: 'registration', conversion_id: 'late-1', secret: other.secret });
    expect([revoked.status, revoked.body.message]).toEqual([403, expect.stringContaining('was revoked')]);
    expect((await conversions()).some((row) => row.conversionId === 'late-1')).toBe(false);
  });
});
