import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Casino } from '@casino/shared';
import { BROWSER } from '../../../test-kit/browse';
import { freePort } from '../../../test-kit/free-port';
import { edgeToolsMissing, startHaproxy, startVarnish, type EdgeProcess } from '../../../test-kit/edge-stack';
import { copyVarDir, firstStart } from '../../../test-kit/first-start';
import { quietHoursIn, seedWhitelistCsv } from '../../../test-kit/german-rules';
import { databaseOfItsOwn } from '../../../test-kit/postgres-admin';
import { startServerProcess, type ServerProcess } from '../../../test-kit/server-process';

const TOKEN = 'quiet-hours-edge-test-token-0123456789abcdef';
const baseUrl = process.env.DATABASE_URL;
/** Far enough ahead for two servers, HAProxy and Varnish to start and the caches to fill before it. */
const EDGE_IN_SECONDS = 75;
const sleepUntil = (moment: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));

/**
 * The quiet hours' edge through the shipped Varnish and HAProxy in front of two servers sharing
 * PostgreSQL, as the site runs in production: pages and lists the cache holds before the edge
 * carry play links; after it no server, no kept page, no cached page or list and no /go/ shows
 * one. Runs alone (the second step of the server's npm test): it waits for the edge.
 */
describe('the quiet hours behind Varnish and HAProxy', { skip: edgeToolsMissing() || (!baseUrl && 'needs PostgreSQL (DATABASE_URL): two servers share it') }, () => {
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let haproxy: EdgeProcess;
  let cache: EdgeProcess;
  const { setting, edge } = quietHoursIn(EDGE_IN_SECONDS);

  const folder = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `casino-quiet-${name}-`));
    folders.push(dir);
    return dir;
  };
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { 'user-agent': BROWSER }, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const playLinksOf = (body: string) => (JSON.parse(body) as Casino[]).filter((casino) => casino.affiliateUrl !== null).length;

  before(async () => {
    const made = await firstStart(baseUrl);
    database = await databaseOfItsOwn(baseUrl!, made.templateDatabase);
    const cachePort = await freePort();
    const settings = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: TOKEN,
      SITE_URL: 'https://casino.test',
      EDGE_MAX_AGE: '3600',
      EDGE_PURGE_URLS: `http://127.0.0.1:${cachePort}/`,
      SURROGATE_KEY_HEADER: 'xkey',
      AD_RULES: 'de',
      AD_QUIET_HOURS: setting,
    };
    for (const n of [1, 2]) {
      const varDir = await folder(`server${n}`);
      copyVarDir(made, varDir);
      servers.push(await startServerProcess({ ...settings, VAR_DIR: varDir }));
    }
    haproxy = await startHaproxy([new URL(servers[0]!.url).host, new URL(servers[1]!.url).host]);
    cache = await startVarnish(cachePort, haproxy.url, await folder('varnish'));
    const imported = await fetch(`${servers[0]!.url}/admin/whitelist`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'whitelist.csv', text: seedWhitelistCsv() }),
    });
    expect(imported.status).toBe(200);
  });
  after(async () => {
    await Promise.all([cache, haproxy].filter(Boolean).map((process) => process.stop()));
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('shows no call to action after the edge from any server, kept page, cached page or list, and /go/ goes nowhere', { timeout: 180_000 }, async () => {
    // Before: both servers heard of the whitelist; the cache holds pages and lists with play links.
    for (const server of servers) {
      for (let tries = 0; tries < 50 && playLinksOf((await get(`${server.url}/api/casinos`)).body) === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const url of ['/casino-vergleich', '/en/casino-comparison', '/api/casinos']) await get(`${cache.url}${url}`);
    const cached = await get(`${cache.url}/casino-vergleich`);
    expect({ xCache: cached.headers.get('x-cache'), linked: cached.body.includes('href="/go/stake') }).toEqual({ xCache: 'hit', linked: true });
    expect(playLinksOf((await get(`${cache.url}/api/casinos`)).body)).toBe(13);
    expect((await get(`${cache.url}/go/stake`)).status).toBe(302);
    expect(Date.now()).toBeLessThan(edge);

    await sleepUntil(edge + 1500);
    for (const base of [cache.url, ...servers.map((server) => server.url)]) {
      for (const url of ['/casino-vergleich', '/en/casino-comparison', '/']) {
        const page = await get(`${base}${url}`);
        expect({ base, url, status: page.status, linksCasinos: page.body.includes('/go/'), notice: page.body.includes('role="note"') }).toEqual({ base, url, status: 200, linksCasinos: false, notice: true });
      }
      expect(playLinksOf((await get(`${base}/api/casinos`)).body)).toBe(0);
      const go = await get(`${base}/go/stake`);
      expect({ base, status: go.status, location: go.headers.get('location') }).toEqual({ base, status: 451, location: null });
    }
    // The record holds the edge once, whichever server wrote it first.
    const record = await fetch(`${servers[1]!.url}/admin/compliance?at=${encodeURIComponent(new Date(edge).toISOString())}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const stake = (await record.json() as { casinos: Array<{ slug: string; shown: boolean; reasons: string[]; since: string }> }).casinos.find((casino) => casino.slug === 'stake');
    expect(stake).toMatchObject({ shown: false, reasons: ['quiet-hours'], since: new Date(edge).toISOString() });
  });
});
