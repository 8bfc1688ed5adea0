import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../config';
import { importSeedWithBonus } from '../../test-kit/catalog-import';
import { databaseOfItsOwn } from '../../test-kit/postgres-admin';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';

const baseUrl = process.env.DATABASE_URL;
const ADMIN_TOKEN = 'workers-test-token-0123456789abcdef';

describe('WORKERS setting', () => {
  it('runs one worker per core on PostgreSQL and one on the embedded database, which one process owns', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/site' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/site', WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/site', WORKERS: '0' })).toThrow(/WORKERS must be an integer from 1/);
  });
});

/** The server's worker processes: the children of the process operators started that run the server (not a compiler's helper), from its build or its source. */
const workersOf = (server: ServerProcess) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      const read = (file: string) => {
        try {
          return readFileSync(`/proc/${pid}/${file}`, 'utf8');
        } catch {
          return '';
        }
      };
      return new RegExp(`^PPid:\\s+${server.child.pid}$`, 'm').test(read('status')) && /main\.[jt]s\0/.test(read('cmdline'));
    })
    .map(Number);

/** One request on a connection of its own: the primary hands connections to the workers in turn. */
const getOnNewConnection = (url: string) =>
  new Promise<{ status: number; body: string; cache: unknown }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, cache: response.headers['x-page-cache'] }));
      })
      .on('error', reject)
      .setTimeout(5000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url} within 5 s`));
      });
  });

/** A request with a body on a connection of its own (see getOnNewConnection): its status. */
const sendOnNewConnection = (url: string, method: string, headers: Record<string, string>, body?: object) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method, agent: false, headers: body ? { ...headers, 'content-type': 'application/json' } : headers }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject).setTimeout(5000, () => request.destroy(new Error(`no answer from ${url} within 5 s`)));
    request.end(body ? JSON.stringify(body) : undefined);
  });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a server with two workers on PostgreSQL', { skip: baseUrl ? false : 'needs DATABASE_URL: two processes cannot share the embedded database' }, () => {
  let server: ServerProcess;
  const cleanups: Array<() => Promise<unknown>> = [];
  before(async () => {
    const database = await databaseOfItsOwn(baseUrl!);
    cleanups.push(database.drop);
    const varDir = await mkdtemp(path.join(os.tmpdir(), 'casino-workers-'));
    cleanups.push(() => rm(varDir, { recursive: true, force: true }));
    server = await startServerProcess({ DATABASE_URL: database.url, VAR_DIR: varDir, WORKERS: '2', ADMIN_TOKEN, SITE_URL: 'https://casino.test', RENDER_RATE_LIMIT: '0' });
    cleanups.push(() => server.stop());
    await until(() => workersOf(server).length === 2 && server.lines.filter((line) => line.includes('Server listening')).length >= 2, 60_000, 'both workers listen');
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('every worker drops its cached pages when another one imports the catalogue', async () => {
    // Every worker renders and caches the comparison.
    for (let i = 0; i < 6; i++) expect((await getOnNewConnection(`${server.url}/casino-vergleich`)).body).not.toContain('Testbonus 777');
    expect(await importSeedWithBonus(server.url, ADMIN_TOKEN, 'Testbonus 777 %')).toBe(200);
    // Within a second, every connection, whichever worker it reaches, shows the import.
    await until(
      async () => (await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection(`${server.url}/casino-vergleich`)))).every((page) => page.body.includes('Testbonus 777 %')),
      1000,
      'every worker shows the import',
    );
  });

  // Right after a release or an import every page is uncached in every worker at once.
  it('renders a page once for 200 visitors at the same moment, whichever worker each reaches', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => getOnNewConnection(`${server.url}/en/reviews/stake`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(answers.every((answer) => ['miss', 'joined', 'hit'].includes(answer.cache as string))).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The page one worker rendered is in every worker's cache.
    for (let i = 0; i < 6; i++) expect((await getOnNewConnection(`${server.url}/en/reviews/stake`)).cache).toBe('hit');
  });

  it('reports every worker’s figures at /metrics, whichever worker the scrape reaches', async () => {
    const pagesAnswered = async () => {
      const text = (await getOnNewConnection(`${server.url}/metrics`)).body;
      return Number(/^site_http_requests_total\{group="page",status="200"\} (\d+)$/m.exec(text)?.[1]);
    };
    const before = await pagesAnswered();
    for (let i = 0; i < 10; i++) expect((await getOnNewConnection(`${server.url}/reviews/stake`)).status).toBe(200);
    // Scrapes on connections of their own reach both workers in turn: each sees the sum.
    const scraped = [];
    for (let i = 0; i < 4; i++) scraped.push(await pagesAnswered());
    expect(scraped).toEqual(Array(4).fill(before + 10));
  });

  // The limits are documented per client and minute for the site: two workers must not allow twice as much.
  it('holds the per-client limits in total, whichever worker each request reaches', async () => {
    const reports = [];
    for (let i = 0; i < 40; i++) {
      reports.push(await sendOnNewConnection(`${server.url}/api/client-errors`, 'POST', { 'x-forwarded-for': '198.51.100.31' }, { app: 'guides', version: 'abcdefabcdef', kind: 'load' }));
    }
    // CLIENT_ERROR_RATE_LIMIT: 20 a minute.
    expect(reports).toEqual([...Array<number>(20).fill(202), ...Array<number>(20).fill(429)]);
    const guesses = [];
    for (let i = 0; i < 20; i++) {
      guesses.push(await sendOnNewConnection(`${server.url}/admin/releases/guides`, 'GET', { 'x-forwarded-for': '198.51.100.32', authorization: `Bearer wrong-${i}` }));
    }
    // AUTH_FAILURE_LIMIT: 10 a minute.
    expect(guesses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
  });

  it('starts another worker when one dies, and keeps answering meanwhile', async () => {
    const [victim] = workersOf(server);
    process.kill(victim!, 'SIGKILL');
    // Connections handed to the worker as it died are lost with it; once the primary knows, the others serve every visitor.
    await server.waitForLog(/ended \(SIGKILL\); starting another/, 5000);
    for (let i = 0; i < 4; i++) expect((await getOnNewConnection(`${server.url}/reviews/stake`)).status).toBe(200);
    await until(() => workersOf(server).length === 2 && !workersOf(server).includes(victim!), 30_000, 'a new worker replaces the dead one');
    expect(server.exits()).toBe(0);
  });
});
