import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { packBuild } from '../../../releases/pack';
import { BROWSER } from '../../../test-kit/browse';
import { buildVariant } from '../../../test-kit/build-variant';
import { freePort } from '../../../test-kit/free-port';
import { edgeToolsMissing, startHaproxy, startVarnish, type EdgeProcess } from '../../../test-kit/edge-stack';
import { copyVarDir, firstStart } from '../../../test-kit/first-start';
import { databaseOfItsOwn } from '../../../test-kit/postgres-admin';
import { startServerProcess, type ServerProcess } from '../../../test-kit/server-process';
import { within } from '../../../test-kit/within';

const TOKEN = 'edge-stack-test-token-0123456789abcdef';
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');
const baseUrl = process.env.DATABASE_URL;

/** A visitor: its own address, and the cookies its browser keeps. */
interface Visitor {
  address: string;
  cookies: Map<string, string>;
}
const cookieHeader = (visitor: Visitor) => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const heading = (html: string) => /<h1[^>]*>([^<]+)/.exec(html)?.[1];
const sha = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

/** Starts several at once, keeping in `into` every one that started even when another did not (so it is stopped after). */
async function startAll<T>(starts: Array<Promise<T>>, into: T[]): Promise<T[]> {
  const results = await Promise.allSettled(starts);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  into.push(...started);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return started;
}

/** A reproducible stream of choices (mulberry32), so a failure can be run again as it was. */
function choices(seed: number) {
  let state = seed >>> 0;
  return (count: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % count);
  };
}

/**
 * The shipped deploy/varnish/default.vcl and deploy/haproxy/haproxy.cfg, run by the real
 * Varnish (with xkey from varnish-modules) and HAProxy, in front of two servers that share
 * PostgreSQL: two Varnish instances (two shared caches), one HAProxy, two servers.
 *
 * It runs alone, after the other suites (the second step of the server's npm test): its visitor
 * load would slow the timing-sensitive suites that run beside it.
 *
 *   visitors ── Varnish A ─┐                  ┌─ server 1
 *                          ├── HAProxy ───────┤
 *               Varnish B ─┘                  └─ server 2
 */
describe('the site behind Varnish and HAProxy', { skip: edgeToolsMissing() || (!baseUrl && 'needs PostgreSQL (DATABASE_URL): two servers share it') }, () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let haproxy: EdgeProcess;
  const caches: EdgeProcess[] = [];

  const folder = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `casino-edge-${name}-`));
    folders.push(dir);
    return dir;
  };
  /** A page's bytes, not decoded into text: decoding and hashing the text of the workload's 14,000 pages was a sixth of this suite's processor time. */
  const getBytes = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers: { 'user-agent': BROWSER, ...headers }, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const { status, headers: answered, bytes } = await getBytes(url, headers);
    return { status, headers: answered, body: bytes.toString() };
  };
  /** Publishes a build through server 1's admin API, with `query` saying what to do with it (activate, canary). */
  const publish = async (dir: string, version: string, query: Record<string, string>) => {
    const response = await fetch(`${servers[0]!.url}/admin/releases/guides/versions/${version}?${new URLSearchParams({ actor: 'test', reason: 'edge stack', ...query })}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(await packBuild(dir)),
    });
    expect({ status: response.status, body: response.status === 200 ? '' : await response.text() }).toEqual({ status: 200, body: '' });
  };
  /** A canary group whose visitors are in `cohort` (`stable`, or the canary's), as a server answers. */
  const groups = new Map<string, number>();
  const groupIn = async (cohort: 'stable' | 'canary') => {
    if (groups.has(cohort)) return groups.get(cohort)!;
    for (let group = 0; group < 100; group++) {
      const answer = (await get(`${servers[0]!.url}/api/cohort`, { cookie: `release_group=${group}` })).headers.get('x-site-cohort') ?? '';
      if (cohort === 'stable' ? answer === 'stable' : answer.startsWith('canary:')) return groups.set(cohort, group).get(cohort)!;
    }
    throw new Error(`no group in the ${cohort} cohort`);
  };
  /** A request as the TLS terminator in front of Varnish (hitch) passes it on: the PROXY protocol's line naming the visitor, then the request. */
  const throughTls = (cache: EdgeProcess, method: string, url: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const { host, port } = cache.tlsAddress!;
      const createConnection = () => {
        const socket = net.connect(port, host);
        socket.write(`PROXY TCP4 198.51.100.7 ${host} 50123 443\r\n`);
        return socket;
      };
      const request = http.request({ host, port, method, path: url, headers: { 'user-agent': BROWSER, ...headers }, createConnection }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on('error', reject);
      request.end(body);
    });
  const guidesVariant = async (title: string) => buildVariant(REPO_ROOT, 'guides', await folder('build'), { replace: ['Casino Ratgeber', title] });

  before(async () => {
    const made = await firstStart(baseUrl);
    database = await databaseOfItsOwn(baseUrl!, made.templateDatabase);
    const cachePorts = [await freePort(), await freePort()];
    const settings = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: TOKEN,
      SITE_URL: 'https://casino.test',
      EDGE_MAX_AGE: '3600',
      EDGE_PURGE_URLS: cachePorts.map((port) => `http://127.0.0.1:${port}/`).join(','),
      SURROGATE_KEY_HEADER: 'xkey',
      // The test compares every cached page with the servers' own answer, asked from this one
      // address: a render for each of the many cohorts of a canary and two experiments.
      RENDER_RATE_LIMIT: '0',
    };
    await startAll([1, 2].map(async (n) => {
      const varDir = await folder(`server${n}`);
      copyVarDir(made, varDir);
      return startServerProcess({ ...settings, VAR_DIR: varDir });
    }), servers);
    haproxy = await startHaproxy([new URL(servers[0]!.url).host, new URL(servers[1]!.url).host]);
    await startAll(cachePorts.map(async (port, index) => startVarnish(port, haproxy.url, await folder(`varnish${index}`))), caches);
  });
  after(async () => {
    await Promise.all([...caches, haproxy].filter(Boolean).map((process) => process.stop()));
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('purges a release from every cache within a second, and keeps the pages it did not touch', async () => {
    const [a, b] = caches as [EdgeProcess, EdgeProcess];
    for (const cache of [a, b]) {
      for (const url of ['/guides/', '/reviews/stake']) await get(`${cache.url}${url}`);
      expect([(await get(`${cache.url}/guides/`)).headers.get('x-cache'), (await get(`${cache.url}/reviews/stake`)).headers.get('x-cache')]).toEqual(['hit', 'hit']);
    }
    const { dir, version } = await guidesVariant('Casino Ratgeber Neu');
    await publish(dir, version, { activate: 'true' });
    const released = Date.now();
    const fresh = await within(1000, async () => {
      const pages = await Promise.all([a, b].map((cache) => get(`${cache.url}/guides/`)));
      return pages.every((page) => heading(page.body) === 'Casino Ratgeber Neu');
    });
    expect({ freshWithinOneSecond: fresh !== null, afterMs: Date.now() - released }).toMatchObject({ freshWithinOneSecond: true });
    // A guides release leaves the review pages in both caches.
    for (const cache of [a, b]) expect((await get(`${cache.url}/reviews/stake`)).headers.get('x-cache')).toBe('hit');
  });

  it('serves at least 99 % of a mixed visitor workload from the cache during a canary and two experiments, each response the variant the servers give for the same cookies', async () => {
    const cache = caches[0]!;
    const { dir, version } = await guidesVariant('Casino Ratgeber Kanarie');
    await publish(dir, version, { canary: '10' });
    // Experiments on both home pages, for the visitors who agreed on the consent banner (a third of them here).
    const labels = { '/': 'Bonus holen', '/en': 'Grab the bonus' };
    const experiments: number[] = [];
    for (const [page, label] of Object.entries(labels)) {
      const started = await fetch(`${servers[0]!.url}/admin/experiments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ page, name: 'edge stack', horizon: 100, variants: [{ share: 50 }, { share: 50, label }] }),
      });
      expect(started.status).toBe(200);
      experiments.push(((await started.json()) as { id: number }).id);
    }
    // The second server has read them before the first visitor comes.
    expect(await within(5000, async () => ((await get(`${servers[1]!.url}/api/cohort`, { cookie: 'release_group=1; analytics_consent=granted' })).headers.get('x-site-cohort') ?? '').includes(`xp${experiments[1]}:`))).not.toBeNull();

    const sitemap = async (language: string) => [...(await get(`${servers[0]!.url}/sitemap-${language}.xml`)).body.matchAll(/<loc>https:\/\/casino\.test([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const [german, english] = [await sitemap('de'), await sitemap('en')];
    const pick = choices(36);
    // Both languages, the guides (where the canary shows), filtered comparisons and campaign tags that change nothing.
    const urls = [
      ...german.filter((_, i) => i % 4 === 0),
      ...english.filter((_, i) => i % 2 === 0),
      '/guides/', '/en/guides/', '/', '/en/',
      '/casino-vergleich?sortierung=bonus', '/en/casino-comparison?lizenz=de&sortierung=rating', '/reviews/stake?utm_source=newsletter&utm_campaign=november',
    ];
    const consent = ['', 'granted', 'denied'];
    const languages = ['', 'de', 'en'];
    let visitorNumber = 0;
    const newVisitor = (): Visitor => {
      const n = visitorNumber++;
      const cookies = new Map<string, string>([['session_hint', sha(String(n)).slice(0, 16)]]);
      if (consent[n % 3]) cookies.set('analytics_consent', consent[n % 3]!);
      if (languages[Math.floor(n / 3) % 3]) cookies.set('language', languages[Math.floor(n / 3) % 3]!);
      return { address: `10.${Math.floor(n / 250) % 250}.${n % 250}.7`, cookies };
    };

    /** What the servers answer for the same URL and cookies, asked of server 1 directly, once per pair. */
    const origin = new Map<string, Promise<string>>();
    const originBody = (url: string, cookie: string) => {
      const key = `${url} ${cookie}`;
      let body = origin.get(key);
      if (!body) origin.set(key, (body = getBytes(`${servers[0]!.url}${url}`, { cookie }).then((page) => sha(page.bytes))));
      return body;
    };

    const run = async (requests: number, visitorsEach: number) => {
      const counts = { hit: 0, miss: 0, wrong: [] as string[], canary: 0, variant: 0 };
      const lanes = 8;
      await Promise.all(Array.from({ length: lanes }, async () => {
        let visitor = newVisitor();
        for (let i = 0; i < requests / lanes; i++) {
          if (i % visitorsEach === 0) visitor = newVisitor();
          const url = urls[pick(urls.length)]!;
          const page = await getBytes(`${cache.url}${url}`, { cookie: cookieHeader(visitor), 'x-forwarded-for': visitor.address });
          const given = /^release_group=(\d+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
          if (given) visitor.cookies.set('release_group', given);
          counts[page.headers.get('x-cache') === 'hit' ? 'hit' : 'miss'] += 1;
          if (page.bytes.includes('Casino Ratgeber Kanarie') && heading(page.bytes.toString()) === 'Casino Ratgeber Kanarie') counts.canary += 1;
          if (Object.values(labels).some((label) => page.bytes.includes(`>${label}</a>`))) counts.variant += 1;
          const expected = await originBody(url, cookieHeader(visitor));
          if (page.status !== 200 || sha(page.bytes) !== expected) counts.wrong.push(`${url} for ${cookieHeader(visitor)}: ${page.status}`);
        }
      }));
      return counts;
    };

    // Warm-up: the first visitors fill the cache.
    // Two experiments beside the canary make several times the cohorts: a longer warm-up fills them.
    await run(8000, 50);
    const measured = await run(10_000, 50);
    expect(measured.wrong).toEqual([]);
    expect(measured.hit + measured.miss).toBe(10_000);
    expect(measured.hit / 10_000).toBeGreaterThanOrEqual(0.99);
    // The canary was really served, from the cache too: about a tenth of the guides pages; and the experiments' variants.
    expect(measured.canary).toBeGreaterThan(0);
    expect(measured.variant).toBeGreaterThan(0);
    for (const id of experiments) {
      const ended = await fetch(`${servers[0]!.url}/admin/experiments/${id}/end`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: '{}' });
      expect(ended.status).toBe(200);
    }
  });

  it('takes no cohort header, cache key or purge from a visitor', async () => {
    const cache = caches[0]!;
    const stablePage = await get(`${cache.url}/guides/`, { cookie: `release_group=${await groupIn('stable')}` });
    // A forged cohort header is dropped: the visitor gets its own group's page.
    const forged = await get(`${cache.url}/guides/`, { cookie: `release_group=${await groupIn('stable')}`, 'x-site-cohort': `canary:guides@${'0'.repeat(12)}` });
    expect([forged.status, heading(forged.body)]).toEqual([200, heading(stablePage.body)]);
    // A purge from an address outside the purge ACL (another loopback address is another host to Varnish).
    const refused = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${cache.url}/`, { method: 'PURGE', localAddress: '127.0.0.2', headers: { 'xkey-purge': 'catalogue' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(refused).toBe(403);
    expect((await get(`${cache.url}/reviews/stake`, { cookie: `release_group=${await groupIn('stable')}` })).headers.get('x-cache')).toBe('hit');
  });

  it('tells the servers a visitor came over HTTPS only when the TLS terminator in front says so: HSTS and Secure cookies then, never for a header a visitor forged', async () => {
    const cache = caches[0]!;
    const visitor = { cookie: `release_group=${await groupIn('stable')}` };
    const signIn = { 'content-type': 'application/x-www-form-urlencoded' };
    // Over plain HTTP first, so the page is in the cache as plain HTTP fetched it; a forged header changes nothing.
    for (const headers of [visitor, { ...visitor, 'x-forwarded-proto': 'https' }]) expect((await get(`${cache.url}/reviews/stake`, headers)).headers.get('strict-transport-security')).toBeNull();
    const forgedSignIn = await fetch(`${cache.url}/admin/sign-in`, { method: 'POST', headers: { ...signIn, 'x-forwarded-proto': 'https' }, body: `token=${TOKEN}`, redirect: 'manual' });
    expect(forgedSignIn.headers.get('set-cookie') ?? '').not.toMatch(/Secure/);
    // Through the TLS terminator, the site's name as the browser sends it either way: HTTPS, a page
    // of its own in the cache, and the session cookie marked Secure.
    const page = await throughTls(cache, 'GET', '/reviews/stake', { ...visitor, host: new URL(cache.url).host });
    expect([page.status, page.headers['strict-transport-security']]).toEqual([200, 'max-age=31536000; includeSubDomains']);
    const session = await throughTls(cache, 'POST', '/admin/sign-in', signIn, `token=${TOKEN}`);
    expect(String(session.headers['set-cookie'])).toMatch(/; Secure/);
    // HAProxy takes the protocol from the cache's address alone: another host's word is replaced.
    const direct = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.request(`${haproxy.url}/robots.txt`, { localAddress: '127.0.0.2', headers: { 'x-forwarded-proto': 'https' } }, (response) => {
        response.resume();
        resolve(response.headers);
      });
      request.on('error', reject);
      request.end();
    });
    expect(direct['strict-transport-security']).toBeUndefined();
  });

  it('loses no request when a server is killed under load: HAProxy sends it to the other', async () => {
    const urls = ['/reviews/stake', '/guides/', '/en/', '/casino-vergleich', '/robots.txt', '/api/casinos'];
    const outcomes: string[] = [];
    const stopAt = Date.now() + 4000;
    const lane = async (offset: number) => {
      for (let i = offset; Date.now() < stopAt; i++) {
        const url = urls[i % urls.length]!;
        const answer = await get(`${haproxy.url}${url}`).then((page) => String(page.status), (error: Error) => error.message);
        outcomes.push(`${url} ${answer}`);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => lane(n)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    servers[1]!.child.kill('SIGKILL');
    await load;
    expect(servers[1]!.exits()).toBe(1);
    expect(outcomes.length).toBeGreaterThan(100);
    expect(outcomes.filter((outcome) => !outcome.endsWith(' 200'))).toEqual([]);
  });

  it('serves cached pages, even purged ones, while no server answers (stale-if-error)', async () => {
    const cache = caches[0]!;
    const visitor = { cookie: `release_group=${await groupIn('stable')}` };
    const pages = ['/reviews/stake', '/guides/', '/en/', '/casino-vergleich'];
    const before = await Promise.all(pages.map(async (url) => (await get(`${cache.url}${url}`, visitor)).body));
    await servers[0]!.stop();
    // Every page made stale, as a release would: with no server to fetch from, the stale copies are served.
    const purge = await fetch(`${cache.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'app-shell' } });
    expect(purge.status).toBe(200);
    const served = async () => Promise.all(pages.map(async (url) => get(`${cache.url}${url}`, visitor)));
    for (const round of [await served(), await within(5000, async () => (await fetch(`${haproxy.url}/haproxy/alive`)).status === 503).then(served)]) {
      expect(round.map((page) => page.status)).toEqual(pages.map(() => 200));
      expect(round.map((page) => page.body)).toEqual(before);
    }
    // A page no cache holds cannot be served.
    expect((await get(`${cache.url}/reviews/never-cached`, visitor)).status).toBe(503);
  });
});
