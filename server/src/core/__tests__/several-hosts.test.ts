import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildVariant } from '../../test-kit/build-variant';
import { hostsUnavailable, makeHosts } from '../../test-kit/hosts';
import { databaseOfItsOwn, withClient } from '../../test-kit/postgres-admin';
import { serverEntry } from '../../test-kit/server-code';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { TcpProxy } from '../../test-kit/tcp-proxy';
import { within } from '../../test-kit/within';

const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');
const TOKEN = 'several-hosts-token-0123456789abcdef';
const baseUrl = process.env.DATABASE_URL;

/**
 * Two server hosts and a pipeline host, as Linux network namespaces: each server reaches
 * PostgreSQL over its own link (through a proxy the test can cut), with its own state folder
 * and release cache; the pipeline host has a build folder and a credential, and reaches the
 * first server only.
 *
 *   this machine (PostgreSQL) ── 10.77.1.0/30 ── web1 ── 10.77.3.0/30 ── pipeline
 *                             └─ 10.77.2.0/30 ── web2
 */
describe('servers on several hosts that share nothing but PostgreSQL', { skip: hostsUnavailable || (!baseUrl && 'needs PostgreSQL (DATABASE_URL)') }, () => {
  const ns = { web1: `casino-web1-${process.pid}`, web2: `casino-web2-${process.pid}`, pipeline: `casino-pipe-${process.pid}` };
  let removeHosts = () => undefined as void;
  const proxies: TcpProxy[] = [];
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let database: { url: string; drop: () => Promise<void> };
  /** Each server as this machine reaches it, and web1 as the pipeline does. */
  const site = { web1: '', web2: '', web1FromPipeline: '' };
  let web2Releases = '';

  const folder = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `casino-${name}-`));
    folders.push(dir);
    return dir;
  };
  /** The release command on the pipeline host, against web1, with the credential only. */
  const pipeline = async (...args: string[]) => {
    const env = { PATH: process.env.PATH, DATABASE_URL: '', VAR_DIR: await folder('pipeline'), RELEASE_TOKEN: TOKEN, NODE_ENV: 'production' };
    try {
      const { stdout, stderr } = await promisify(execFile)('ip', ['netns', 'exec', ns.pipeline, process.execPath, ...serverEntry('cli/release'), ...args, '--server', site.web1FromPipeline], { cwd: SERVER_DIR, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const get = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  const heading = async (base: string) => /<h1[^>]*>([^<]+)/.exec((await get(`${base}/guides/`)).body.toString('utf8'))?.[1];

  before(async () => {
    removeHosts = makeHosts(Object.values(ns), [
      { a: null, b: ns.web1, net: '10.77.1' },
      { a: null, b: ns.web2, net: '10.77.2' },
      { a: ns.web1, b: ns.pipeline, net: '10.77.3' },
    ]);
    database = await databaseOfItsOwn(baseUrl!);
    const postgres = new URL(database.url);
    for (const [index, net] of ['10.77.1', '10.77.2'].entries()) {
      proxies[index] = await TcpProxy.start({ host: postgres.hostname, port: Number(postgres.port || 5432) }, { host: `${net}.1`, port: 5432 });
    }
    const start = async (name: 'web1' | 'web2', net: string) => {
      const varDir = await folder(name);
      const url = new URL(database.url);
      url.hostname = `${net}.1`;
      url.port = '5432';
      const server = await startServerProcess({ DATABASE_URL: url.toString(), VAR_DIR: varDir, HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, SITE_URL: 'https://casino.test' }, { netns: ns[name] });
      servers.push(server);
      return { port: new URL(server.url).port, varDir };
    };
    // The first start on the empty database migrates, seeds and publishes this checkout's builds; the second finds them.
    const web1 = await start('web1', '10.77.1');
    const web2 = await start('web2', '10.77.2');
    site.web1 = `http://10.77.1.2:${web1.port}`;
    site.web1FromPipeline = `http://10.77.3.1:${web1.port}`;
    site.web2 = `http://10.77.2.2:${web2.port}`;
    web2Releases = path.join(web2.varDir, 'releases');
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(proxies.map((proxy) => proxy.close()));
    removeHosts();
    await database?.drop();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('the pipeline uploads and activates a guides build; within a second both servers render it and serve its files', async () => {
    expect([await heading(site.web1), await heading(site.web2)]).toEqual(['Casino Ratgeber', 'Casino Ratgeber']);
    const { dir, version } = await buildVariant(REPO_ROOT, 'guides', await folder('build'), { replace: ['Casino Ratgeber', 'Casino Ratgeber Pipeline'] });
    const released = await pipeline('release', 'guides', '--from', dir, '--reason', 'from the pipeline');
    expect({ code: released.code, stderr: released.stderr }).toEqual({ code: 0, stderr: '' });
    const both = await within(1000, async () => (await heading(site.web1)) === 'Casino Ratgeber Pipeline' && (await heading(site.web2)) === 'Casino Ratgeber Pipeline');
    expect(both).not.toBeNull();

    const manifest = JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as { browser: { remoteEntry: string } };
    const published = await readFile(path.join(dir, 'browser', manifest.browser.remoteEntry));
    for (const base of [site.web1, site.web2]) {
      const asset = await get(`${base}/_mf/guides/${version}/${manifest.browser.remoteEntry}`);
      expect({ status: asset.status, same: asset.body.equals(published) }).toEqual({ status: 200, same: true });
    }
  });

  it('a server whose release cache is deleted while it serves puts it back with no failed request', async () => {
    const versions = (JSON.parse((await get(`${site.web2}/health`)).body.toString('utf8')) as { versions: Record<string, string> }).versions;
    const entryOf = async (app: string) => (JSON.parse(await readFile(path.join(web2Releases, app, versions[app]!, 'release.json'), 'utf8')) as { browser: { remoteEntry: string | null; scripts: string[] } }).browser;
    const assets = await Promise.all(Object.keys(versions).map(async (app) => {
      const browser = await entryOf(app);
      return `/_mf/${app}/${versions[app]}/${browser.remoteEntry ?? browser.scripts[0]}`;
    }));
    // Pages no request has rendered yet: their server chunks are read from the cache.
    const pages = ['/guides/casino-bonus-guide', '/en/guides/mobile-casino-apps', '/reviews/jet', '/en/reviews/izzi', '/free-spins', '/en/roulette'];
    // They are pages (asked of web1, so web2 has rendered none of them).
    for (const url of pages) expect(`${url}: ${(await get(`${site.web1}${url}`)).status}`).toBe(`${url}: 200`);
    const failures: string[] = [];
    /** Requests sent once the cache was gone: what the test is about (a busy machine answers few). */
    let requestsWithoutCache = 0;
    let goneAt = Infinity;
    // Three seconds, and on a busy machine longer, until some requests went out after the removal.
    const stopAt = Date.now() + 3000;
    const giveUpAt = Date.now() + 30_000;
    const enough = () => Date.now() >= stopAt && (requestsWithoutCache >= 6 || Date.now() >= giveUpAt);
    const load = async () => {
      for (let i = 0; !enough(); i++) {
        const url = [...pages, ...assets][i % (pages.length + assets.length)]!;
        const sentAt = Date.now();
        const { status } = await get(`${site.web2}${url}`).catch((error: Error) => ({ status: error.message }));
        if (sentAt >= goneAt) requestsWithoutCache++;
        if (status !== 200) failures.push(`${url}: ${status}`);
      }
    };
    const running = Promise.all([load(), load(), load()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Gone at once, as a clean-up job's `mv` or a lost volume takes it (a recursive remove would
    // keep deleting what the server puts back meanwhile); what was there is then removed.
    const gone = `${web2Releases}.gone`;
    await rename(web2Releases, gone);
    goneAt = Date.now();
    await rm(gone, { recursive: true, force: true });
    await running;
    expect({ requests: requestsWithoutCache >= 3, failures }).toEqual({ requests: true, failures: [] });
    // What no request needed is put back by the server's own look at its files, every few seconds.
    const complete = async () => (await readdir(web2Releases).catch(() => [])).sort().join() === Object.keys(versions).sort().join();
    expect(await within(6000, complete)).not.toBeNull();
  });

  it('PostgreSQL out of reach during an upload: one clear line, and nothing half-published', async () => {
    const { dir, version } = await buildVariant(REPO_ROOT, 'guides', await folder('build'), { replace: ['Casino Ratgeber', 'Casino Ratgeber Ausfall'] });
    proxies[0]!.cut('reset');
    const refused = await pipeline('release', 'guides', '--from', dir, '--reason', 'while the database is away');
    proxies[0]!.restore();
    expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({ code: 2, stderr: 'the database cannot be reached: the step did not complete; run it again once the database is back' });
    const left = await withClient(database.url, async (client) => ({
      releases: (await client.query('SELECT 1 FROM app_releases WHERE version = $1', [version])).rowCount,
      audit: (await client.query('SELECT 1 FROM release_audit WHERE to_version = $1', [version])).rowCount,
    }));
    expect(left).toEqual({ releases: 0, audit: 0 });
    // The same command again, once the database is back (the server says so within a few seconds), publishes it.
    const back = await within(15_000, async () => (JSON.parse((await get(`${site.web1}/health`)).body.toString('utf8')) as { database?: string }).database === 'ok');
    expect(back).not.toBeNull();
    const again = await pipeline('release', 'guides', '--from', dir, '--reason', 'database back');
    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await within(1000, async () => (await heading(site.web2)) === 'Casino Ratgeber Ausfall')).not.toBeNull();
  });
});
