import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { SECRET_PREFIX } from '../credentials';
import { releaseTestbed, TOKEN, upload } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';

type Audit = { audit: Array<{ action: string; actor: string; toVersion: string | null }> };

describe('named credentials scoped to apps and steps', () => {
  const bed = releaseTestbed({}, { authFailureLimit: 10, authFailureCap: 50 });
  const call = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, ip = '198.51.100.7') =>
    bed.t.app.inject({ method, url, payload, remoteAddress: ip, headers: { authorization: `Bearer ${secret}` } });
  const create = (body: object) => bed.admin('POST', '/admin/credentials', body);
  let reviewsCi = '';

  it('makes a credential whose secret is shown once and kept only as a hash', async () => {
    const made = await create({ name: 'reviews-ci', apps: ['reviews'], can: ['publish', 'canary', 'promote', 'abort', 'preview', 'history'], expiresDays: 90 });
    expect(made.statusCode).toBe(200);
    const { secret, expiresAt } = made.json<{ secret: string; expiresAt: string }>();
    reviewsCi = secret;
    expect(secret.startsWith(SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64url').length).toBe(32);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 90 * 86_400_000))).toBeLessThan(60_000);
    const stored = JSON.stringify(await bed.t.app.db.query('SELECT * FROM credentials'));
    expect(stored).not.toContain(secret.slice(SECRET_PREFIX.length));
    const listed = await bed.admin('GET', '/admin/credentials');
    expect(listed.body).not.toContain(secret);
    expect(listed.json<{ credentials: Array<{ name: string; apps: string[]; actions: string[] }> }>().credentials).toEqual([
      expect.objectContaining({ name: 'reviews-ci', apps: ['reviews'], actions: ['publish', 'canary', 'promote', 'abort', 'preview', 'history'] }),
    ]);
    // The same name twice, an unknown app or step: refused, nothing made.
    expect((await create({ name: 'reviews-ci', apps: ['reviews'], can: ['publish'], expiresDays: 1 })).statusCode).toBe(409);
    expect((await create({ name: 'x', apps: ['payments'], can: ['publish'], expiresDays: 1 })).json<{ message: string }>().message).toContain('no app payments');
    expect((await create({ name: 'y', apps: ['reviews'], can: ['deploy'], expiresDays: 1 })).json<{ message: string }>().message).toContain('no step deploy');
  });

  it('allows its steps on its apps, refuses the rest with 403 naming what is missing, and the trail names it', async () => {
    const active = (await bed.served()).reviews!;
    // The actor the request claims is not who the trail names.
    const previewed = await call(reviewsCi, 'POST', '/admin/previews', { pins: { reviews: active }, actor: 'someone else' });
    expect(previewed.statusCode).toBe(200);
    const [entry] = (await call(reviewsCi, 'GET', '/admin/releases/reviews')).json<Audit>().audit;
    expect(entry).toMatchObject({ action: 'preview', actor: 'reviews-ci' });

    const cases: Array<[string, string, object, string]> = [
      ['POST', '/admin/releases/reviews/rollback', { reason: 'no' }, 'reviews-ci may not take the step "rollback" (Roll back to the version before); reviews-ci may: publish, canary, promote, abort, preview, history'],
      ['POST', '/admin/releases/guides/promote', { reason: 'no' }, 'reviews-ci may not take the step "promote" on guides (only on reviews)'],
      ['POST', '/admin/previews', { pins: { reviews: active, guides: active } }, 'reviews-ci may not take the step "preview" on guides (only on reviews)'],
      ['POST', '/admin/releases/prune', { keep: 5, graceHours: 24 }, 'reviews-ci may not take the step "prune" (Remove old versions)'],
      ['POST', '/admin/credentials', { name: 'mine', apps: ['all'], can: ['*'], expiresDays: 1 }, 'reviews-ci may not take the step "credential-create" (Make a credential for a pipeline or a person, scoped to apps and steps), which needs "credentials"'],
    ];
    for (const [method, url, payload, message] of cases) {
      const refused = await call(reviewsCi, method as 'POST', url, payload);
      expect({ url, status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({ url, status: 403, message: expect.stringContaining(message) });
    }
    // An upload that goes live needs that step too.
    const { dir } = await bed.variant('reviews', { replace: ['Testberichte', 'Testberichte Neu'] });
    const live = await upload(bed.t.app, reviewsCi, 'reviews', dir, { activate: 'true', reason: 'go' });
    expect({ status: live.statusCode, message: live.json<{ message: string }>().message }).toEqual({ status: 403, message: expect.stringContaining('may not take the step "publish" (Publish a build) and go on to activate;') });
    const published = await upload(bed.t.app, reviewsCi, 'reviews', dir);
    expect(published.statusCode).toBe(200);
  });

  it('stops working at once when revoked or expired, on every server', async () => {
    let second: TestApp | undefined;
    after(() => second?.close());
    if (canShareDatabase) second = await createTestApp({ adminToken: TOKEN }, {}, bed.t);
    const made = await create({ name: 'short-lived', apps: ['all'], can: ['history'], expiresDays: 1 });
    const secret = made.json<{ secret: string }>().secret;
    expect((await call(secret, 'GET', '/admin/releases/guides')).statusCode).toBe(200);
    expect((await bed.admin('POST', '/admin/credentials/short-lived/revoke', {})).statusCode).toBe(200);
    expect((await call(secret, 'GET', '/admin/releases/guides')).statusCode).toBe(401);
    if (second) expect((await second.app.inject({ url: '/admin/releases/guides', headers: { authorization: `Bearer ${secret}` } })).statusCode).toBe(401);

    const expiring = (await create({ name: 'expiring', apps: ['all'], can: ['history'], expiresDays: 1 })).json<{ secret: string }>().secret;
    await bed.t.app.db.query("UPDATE credentials SET expires_at = now() - interval '1 second' WHERE name = 'expiring'");
    expect((await call(expiring, 'GET', '/admin/releases/guides')).statusCode).toBe(401);
  });

  it('makes guessing slow: past the limit a client is refused with 429 before any secret is looked at', async () => {
    const answers = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const guess = await call(`${SECRET_PREFIX}${i.toString(36).padStart(43, 'a')}`, 'GET', '/admin/releases/guides', undefined, '203.0.113.9');
      answers.set(guess.statusCode, (answers.get(guess.statusCode) ?? 0) + 1);
      if (i === 999) expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(Object.fromEntries(answers)).toEqual({ 401: 10, 429: 990 });
    // While it is refused, even the right secret does not get through from there; elsewhere it does.
    expect((await call(TOKEN, 'GET', '/admin/releases/guides', undefined, '203.0.113.9')).statusCode).toBe(429);
    expect((await call(TOKEN, 'GET', '/admin/releases/guides', undefined, '203.0.113.10')).statusCode).toBe(200);
    // The console's sign-in counts against the same limit.
    const signIn = await bed.t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: `token=${TOKEN}`, remoteAddress: '203.0.113.9', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(signIn.statusCode).toBe(429);
    // Guesses spread over many networks meet the overall limit (50 here): past it, each network
    // that guessed wrong this minute is refused unseen, one try per network and minute.
    const spread = [];
    for (let i = 0; i < 60; i++) spread.push((await call('wrong', 'GET', '/admin/releases/guides', undefined, `192.0.2.${i}`)).statusCode);
    expect(spread.every((status) => status === 401)).toBe(true);
    const again = [];
    for (let i = 0; i < 60; i++) again.push((await call('wrong', 'GET', '/admin/releases/guides', undefined, `192.0.2.${i}`)).statusCode);
    expect(again.every((status) => status === 429)).toBe(true);
    // Whoever holds a valid secret and guessed nothing is not locked out by them.
    expect((await call(TOKEN, 'GET', '/admin/releases/guides', undefined, '198.51.100.200')).statusCode).toBe(200);
  });
});

/**
 * The wrong-credential cap as an attacker with many networks meets it: with the limits as
 * shipped (10 a client, 200 overall), guesses from 220 networks spend the overall cap, and then
 * each of those networks is refused unseen; the operator, from a network that guessed nothing,
 * still gets in with the admin token, through the admin API and the console alike.
 */
describe('the wrong-credential cap never locks out a valid secret', () => {
  let t: TestApp;
  const call = (secret: string, remoteAddress: string) => t.app.inject({ url: '/admin/releases/guides', remoteAddress, headers: { authorization: `Bearer ${secret}` } });
  const guesser = (n: number) => (n % 2 ? `203.0.${Math.floor(n / 200)}.${n % 200}` : `2001:db8:${(0x200 + n).toString(16)}::${(n + 1).toString(16)}`);
  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  after(() => t.close());

  it('counts the addresses of one IPv6 /64 as one guesser', async () => {
    const answers = [];
    for (let n = 0; n < 12; n++) answers.push((await call(`${SECRET_PREFIX}v6guess${n}`, `2001:db8:cafe:1:${(n + 1).toString(16)}::${(n * 5 + 2).toString(16)}`)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('answers the admin token from another network after 220 networks guessed wrong; the guessers get one try a minute each', async () => {
    const first = [];
    for (let n = 0; n < 220; n++) first.push((await call(`${SECRET_PREFIX}guess${n}`, guesser(n))).statusCode);
    expect(first).toEqual(first.map(() => 401));
    // The cap is spent: a network that guessed wrong this minute is refused before its secret is looked at.
    expect((await call(`${SECRET_PREFIX}again`, guesser(7))).statusCode).toBe(429);
    expect((await call(TOKEN, guesser(8))).statusCode).toBe(429);
    // A network that guessed nothing has its secret checked: a wrong one is a 401 (and spends its try), the right one opens.
    expect((await call(`${SECRET_PREFIX}fresh`, '198.51.100.77')).statusCode).toBe(401);
    expect((await call(TOKEN, '198.51.100.78')).statusCode).toBe(200);
    expect((await call(TOKEN, '2001:db8:beef:1::1')).statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: `token=${TOKEN}`, remoteAddress: '198.51.100.79', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(signIn.statusCode).toBe(303);
  });
});

/**
 * Wrong credentials sent all at once from one network, as a guesser with many connections
 * would: each takes its try before its secret is looked at, so the limit as shipped (10 a
 * client) holds however many arrive together; a valid secret costs its network nothing.
 */
describe('wrong credentials sent at once', () => {
  let t: TestApp;
  const call = (secret: string, remoteAddress: string) => t.app.inject({ url: '/admin/releases/guides', remoteAddress, headers: { authorization: `Bearer ${secret}` } });
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  after(() => t.close());

  it('answers 40 parallel guesses from one network with 10 × 401 and 30 × 429; the admin token from another network opens and costs it nothing', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, n) => call(`${SECRET_PREFIX}parallel${n}`, `2001:db8:f00d:2:${(n + 1).toString(16)}::1`)));
    expect(tally(guesses.map((guess) => guess.statusCode))).toEqual({ 401: 10, 429: 30 });
    const valid = await Promise.all(Array.from({ length: 8 }, () => call(TOKEN, '198.51.100.90')));
    expect(valid.map((answer) => answer.statusCode)).toEqual(valid.map(() => 200));
    for (let n = 0; n < 8; n++) expect((await call(TOKEN, '198.51.100.90')).statusCode).toBe(200);
    // Sixteen valid requests later, that network still has all its 10 tries.
    const wrong = [];
    for (let n = 0; n < 11; n++) wrong.push((await call(`${SECRET_PREFIX}after${n}`, '198.51.100.90')).statusCode);
    expect(wrong).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
