import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import pg from 'pg';
import { startServerProcess, listening, type ServerProcess } from '../../test-kit/server-process';
import { TcpProxy } from '../../test-kit/tcp-proxy';

const baseUrl = process.env.DATABASE_URL;
/** What operators are promised: after the fault ends, the server answers from the database again within this. */
const RECOVERY_MS = 5000;
/** A city page's data is read from the database on every request: the probe for "the database works again". */
const DATABASE_PROBE = '/api/locations/muenchen/online-casino';

/**
 * Chaos against the real PostgreSQL: backends terminated, the database "restarted" and the
 * network cut for 30 seconds through a proxy this test owns, with the server running as its
 * own process. Counted: process exits (must stay 0), time to recover (within 5 s), 5xx other
 * than 503 (none), and catalogue notices sent while the server could not hear them (none missed).
 */
describe('database faults', { skip: baseUrl ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  const schema = `chaos_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let varDir: string;
  let notices = 0;

  const serverUrl = (proxyPort: number) => {
    const url = new URL(baseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxyPort);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };
  const get = async (route: string, timeoutMs = 15_000) => {
    const started = Date.now();
    const response = await fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text(), ms: Date.now() - started, cache: response.headers.get('x-page-cache') };
  };
  /** Backends of the server under test: those connected through the proxy. */
  const serverBackends = async (which: 'notices' | 'all') => {
    const rows = await admin.query<{ pid: number; application_name: string }>(
      `SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'casino-site%' AND client_port = ANY($1::int[])`,
      [proxy.upstreamPorts()],
    );
    return rows.rows.filter((row) => which === 'all' || row.application_name === 'casino-site:notices').map((row) => row.pid);
  };
  const terminate = async (pids: number[]) => {
    expect(pids.length).toBeGreaterThan(0);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  };
  /** What an import on another server does: change the catalogue, bump its version, notify. */
  const importElsewhere = async () => {
    notices += 1;
    const rating = (5 + notices / 10).toFixed(1);
    await admin.query(`UPDATE ${schema}.casinos SET rating = $1 WHERE slug = 'stake'`, [rating]);
    await admin.query(`UPDATE ${schema}.catalog_state SET version = version + 1`);
    await admin.query("SELECT pg_notify('catalog_changed', 'elsewhere')");
    return rating;
  };
  const servedRating = async () => {
    const casinos = JSON.parse((await get('/api/casinos')).body) as { slug: string; rating: string }[];
    return casinos.find((casino) => casino.slug === 'stake')?.rating;
  };
  /** Polls until the database answers through the server and the rating has arrived; returns how long that took. */
  const recovery = async (rating: string) => {
    const started = Date.now();
    const statuses: number[] = [];
    while (Date.now() - started < RECOVERY_MS * 3) {
      const probe = await get(DATABASE_PROBE);
      statuses.push(probe.status);
      if (probe.status === 200 && (await servedRating()) === rating) break;
      await sleep(100);
    }
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    return Date.now() - started;
  };

  before(async () => {
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const target = new URL(baseUrl!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-chaos-'));
    server = await startServerProcess({ DATABASE_URL: serverUrl(proxy.port), VAR_DIR: varDir, SITE_URL: 'https://casino.test' });
    expect((await get(DATABASE_PROBE)).status).toBe(200);
  });

  after(async () => {
    await server?.stop();
    await proxy?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    if (varDir) await rm(varDir, { recursive: true, force: true });
  });

  it('survives its notice connection being terminated and listens again', async () => {
    await terminate(await serverBackends('notices'));
    const rating = await importElsewhere();
    expect(await recovery(rating)).toBeLessThan(RECOVERY_MS);
    expect(server.exits()).toBe(0);
  });

  it('survives every backend being terminated, answering 503 at worst', async () => {
    await get(DATABASE_PROBE);
    await terminate(await serverBackends('all'));
    const during = await Promise.all(Array.from({ length: 10 }, () => get(DATABASE_PROBE)));
    expect(during.map((r) => r.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const rating = await importElsewhere();
    expect(await recovery(rating)).toBeLessThan(RECOVERY_MS);
    expect(server.exits()).toBe(0);
  });

  it('survives a database restart: cached pages keep working, the rest fails fast with 503, a missed notice is caught up', async () => {
    await get('/');
    expect((await get('/')).cache).toBe('hit');
    proxy.cut('reset');
    const rating = await importElsewhere();
    for (let i = 0; i < 5; i += 1) {
      const [page, data] = await Promise.all([get('/'), get(DATABASE_PROBE)]);
      expect({ page: page.status, cache: page.cache }).toEqual({ page: 200, cache: 'hit' });
      expect(data.status).toBe(503);
      expect(data.ms).toBeLessThan(4000);
      expect(JSON.parse(data.body)).toEqual({ message: expect.any(String) });
      await sleep(500);
    }
    expect(JSON.parse((await get('/health')).body)).toMatchObject({ database: 'unavailable' });
    proxy.restore();
    expect(await recovery(rating)).toBeLessThan(RECOVERY_MS);
    expect(JSON.parse((await get('/health')).body)).toMatchObject({ database: 'ok' });
    expect(server.exits()).toBe(0);
  });

  it('survives a 30-second network cut: no hanging requests once it is noticed, recovery within 5 s', async () => {
    await get('/');
    proxy.cut('blackhole');
    const rating = await importElsewhere();
    const started = Date.now();
    const statuses: number[] = [];
    let slowestAfterNoticed = 0;
    while (Date.now() - started < 30_000) {
      const sentAt = Date.now() - started;
      const [page, data] = await Promise.all([get('/'), get(DATABASE_PROBE)]);
      expect(page.status).toBe(200);
      statuses.push(data.status);
      // The heartbeat notices a silent cut within two intervals; from then on nothing waits for the network.
      if (sentAt > 5000) slowestAfterNoticed = Math.max(slowestAfterNoticed, data.ms);
      await sleep(250);
    }
    expect(statuses.filter((status) => status !== 503)).toEqual([]);
    expect(slowestAfterNoticed).toBeLessThan(1000);
    proxy.restore();
    expect(await recovery(rating)).toBeLessThan(RECOVERY_MS);
    expect(server.exits()).toBe(0);
  });

  it('waits for an unreachable database at start and says so, then serves', async () => {
    const closedProxy = await TcpProxy.start({ host: new URL(baseUrl!).hostname, port: Number(new URL(baseUrl!).port || 5432) });
    closedProxy.cut('reset');
    const lateDir = await mkdtemp(path.join(tmpdir(), 'casino-chaos-late-'));
    const late = await startServerProcess({ DATABASE_URL: serverUrl(closedProxy.port), VAR_DIR: lateDir, SITE_URL: 'https://casino.test' }, { waitForListen: false });
    try {
      const waiting = await late.waitForLog(/waiting for the database/, 20_000);
      expect(waiting).toContain(`127.0.0.1:${closedProxy.port}${new URL(baseUrl!).pathname}`);
      expect(waiting).not.toMatch(/password/i);
      await sleep(3000);
      expect(late.exits()).toBe(0);
      closedProxy.restore();
      await listening(late, 60_000);
      expect((await fetch(`${late.url}${DATABASE_PROBE}`)).status).toBe(200);
    } finally {
      await late.stop();
      await closedProxy.close();
      await rm(lateDir, { recursive: true, force: true });
    }
  });
});
