import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildVariant } from '../../test-kit/build-variant';
import { copyVarDir, firstStart } from '../../test-kit/first-start';
import { serverEntry } from '../../test-kit/server-code';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { freePort } from '../../test-kit/free-port';
import { oncePerRun } from '../../test-kit/test-app';

const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');

/** A copy of a server's first start on the embedded database, and a server running on it. */
async function installation(): Promise<{ varDir: string; server: ServerProcess }> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  copyVarDir(await firstStart(undefined), varDir);
  const server = await startServerProcess({ DATABASE_URL: '', VAR_DIR: varDir });
  return { varDir, server };
}

/**
 * A release command as a release manager types it, in a folder of its own with nothing in it;
 * `left` is what the command left there.
 */
async function releaseCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string; left: string[] }> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  try {
    return { ...(await releaseCommandIn(varDir, '1', {}, ...args)), left: await readdir(varDir) };
  } finally {
    await rm(varDir, { recursive: true, force: true });
  }
}

/** The same on this machine's `port`. */
async function releaseCommandOn(port: number, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string; left: string[] }> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-'));
  try {
    return { ...(await releaseCommandIn(varDir, String(port), {}, ...args)), left: await readdir(varDir) };
  } finally {
    await rm(varDir, { recursive: true, force: true });
  }
}

/** A command run with `varDir` and `port` as the server on this machine has them; `env` adds to its environment. */
async function releaseCommandIn(varDir: string, port: string, env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const settings = { ...process.env, DATABASE_URL: '', VAR_DIR: varDir, PORT: port, LOG_LEVEL: 'silent', RELEASE_TOKEN: '', ...env };
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...serverEntry('cli/release'), ...args], { cwd: SERVER_DIR, env: settings });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the release command line', oncePerRun, () => {
  it('answers a command it cannot carry out with one line and exit code 2, never a stack trace', async () => {
    const unknown = await releaseCommand('releases', 'payments');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toEqual(['unknown app "payments"; apps are shell, reviews, guides, locations, newsletter']);

    const usage = await releaseCommand('rollback', 'guides');
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe('rollback needs --reason "why"');
    expect(`${unknown.stderr}${usage.stderr}`).not.toMatch(/\s+at \S+ \(/);
    // Found before anything is opened: a mistyped command creates nothing.
    expect([...unknown.left, ...usage.left]).toEqual([]);
  });

  it('says so in one line naming PORT when no server answers, and creates nothing', async () => {
    const port = await freePort();
    const none = await releaseCommandOn(port, 'releases', 'guides');
    expect({ code: none.code, stderr: none.stderr.trim().split('\n') }).toEqual({
      code: 2,
      stderr: [`no server answers at http://127.0.0.1:${port} (PORT=${port}): nothing was sent; start this site's server with npm start, or set PORT to the port this site's server listens on, or pass --server <url>`],
    });
    expect(none.left).toEqual([]);
    const remote = await releaseCommand('releases', 'guides', '--server', 'http://127.0.0.1:1');
    expect(remote.stderr.trim()).toBe('--server needs the credential in the environment variable RELEASE_TOKEN');
  });

  it('checks the canary and housekeeping options before doing anything', async () => {
    const cases: Array<[string[], string]> = [
      [['release', 'guides', '--canary', '0'], '--canary needs the share of visitors, a whole percentage from 1 to 99'],
      [['release', 'guides', '--canary', '10', '--no-activate'], '--canary and --no-activate contradict each other'],
      [['activate', 'guides', 'abcdefabcdef', '--force'], '--force needs --reason "why"'],
      [['promote', 'guides'], 'promote needs --reason "why"'],
      [['mark-bad', 'guides', '--reason', 'x'], 'mark-bad needs the version'],
      [['prune', '--keep', '0'], '--keep needs 1 or more versions and --grace-hours 0 or more hours'],
      [['preview', 'guides'], 'preview needs one or more apps, each followed by its version: npm run preview -- <app> <version> [<app> <version>...]'],
      [['preview', 'guides', 'abcdefabcdef', 'guides', 'abcdefabcdef'], 'preview names guides twice'],
      [['preview', 'guides', 'abcdefabcdef', '--hours', '169'], '--hours needs whole hours from 1 to 168'],
    ];
    const results = await Promise.all(cases.map(async ([args]) => ({ args, ...(await releaseCommand(...args)) })));
    expect(results.map(({ args, code, stderr, left }) => ({ args, code, stderr: stderr.trim(), left }))).toEqual(cases.map(([args, message]) => ({ args, code: 2, stderr: message, left: [] })));
  });

  /**
   * Another program on the port (a second project's development server, anything started with
   * the same PORT, a proxy on the address given with --server): it must receive no credential,
   * whatever it answers, and the command stops with one line naming PORT or --server.
   */
  describe('with another program on the port', () => {
    const ADMIN_TOKEN = 'admin-token-never-for-strangers-0123456789';
    const PIPELINE_TOKEN = 'pipeline-token-never-for-strangers-0123456';
    let varDir = '';
    let other: Server;
    let port = 0;
    const received: Array<{ line: string; headers: IncomingHttpHeaders; body: string }> = [];
    let answer: (url: string) => string;
    before(async () => {
      // The machine's own server ran here once: its admin token is in the state folder.
      varDir = await mkdtemp(path.join(tmpdir(), 'casino-cli-peer-'));
      await writeFile(path.join(varDir, 'admin-token'), `${ADMIN_TOKEN}\n`, { mode: 0o600 });
      other = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
        request.on('end', () => {
          received.push({ line: `${request.method} ${request.url}`, headers: request.headers, body });
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer(request.url ?? ''));
        });
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      port = (other.address() as AddressInfo).port;
    });
    after(async () => {
      await new Promise((resolve) => other?.close(resolve));
      await rm(varDir, { recursive: true, force: true });
    });

    for (const [kind, reply] of [
      ['answers anything with 200', () => '{"ok":true,"releases":[],"audit":[]}'],
      ["answers /health like a server, but not this site's", (url: string) => (url === '/health' ? '{"status":"ok","service":"another-site"}' : '{"releases":[],"audit":[]}')],
    ] as const) {
      it(`sends no credential to a program on PORT that ${kind}: exit code 2, one line naming PORT`, async () => {
        answer = reply;
        const outcomes = [];
        for (const args of [['releases', 'guides'], ['release', 'guides', '--reason', 'x'], ['token', 'list']]) {
          received.length = 0;
          const result = await releaseCommandIn(varDir, String(port), {}, ...args);
          outcomes.push({ args, code: result.code, stdout: result.stdout, stderr: result.stderr.trim().split('\n'), asked: received.map((request) => request.line) });
          expect(received.filter((request) => request.headers.authorization !== undefined || JSON.stringify(request).includes(ADMIN_TOKEN)).map((request) => request.line)).toEqual([]);
        }
        const line = `what answers at http://127.0.0.1:${port} (PORT=${port}) is not this site's server (its /health does not say so): nothing was sent; set PORT to the port this site's server listens on, or pass --server <url>`;
        expect(outcomes).toEqual(outcomes.map(({ args }) => ({ args, code: 2, stdout: '', stderr: [line], asked: ['GET /health'] })));
      });
    }

    it('sends no pipeline credential to a program at the address given with --server', async () => {
      answer = () => '{"ok":true}';
      received.length = 0;
      const elsewhere = await mkdtemp(path.join(tmpdir(), 'casino-pipeline-'));
      try {
        const server = `http://127.0.0.1:${port}`;
        const result = await releaseCommandIn(elsewhere, '1', { RELEASE_TOKEN: PIPELINE_TOKEN }, 'activate', 'guides', 'abcdefabcdef', '--reason', 'x', '--server', server);
        expect({ code: result.code, stderr: result.stderr.trim().split('\n') }).toEqual({
          code: 2,
          stderr: [`what answers at ${server} is not this site's server (its /health does not say so): nothing was sent; check the address given with --server`],
        });
        expect(received.map((request) => ({ line: request.line, authorization: request.headers.authorization, token: JSON.stringify(request).includes(PIPELINE_TOKEN) }))).toEqual([
          { line: 'GET /health', authorization: undefined, token: false },
        ]);
      } finally {
        await rm(elsewhere, { recursive: true, force: true });
      }
    });
  });

  describe('with a server', () => {
    let varDir = '';
    let server: ServerProcess;
    let builds = '';
    const port = () => new URL(server.url).port;
    const run = (...args: string[]) => releaseCommandIn(varDir, port(), {}, ...args);
    before(async () => {
      ({ varDir, server } = await installation());
      builds = await mkdtemp(path.join(tmpdir(), 'casino-cli-builds-'));
    });
    after(async () => {
      await server?.stop();
      await rm(varDir, { recursive: true, force: true });
      await rm(builds, { recursive: true, force: true });
    });

    it('refuses a rollback with no earlier version with exit code 1: the command was right, the answer is no', async () => {
      const refused = await run('rollback', 'guides', '--reason', 'back');
      expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({ code: 1, stderr: 'guides has no earlier version to roll back to' });
    });

    it('refuses to activate the version already active with exit code 1, and writes nothing to the audit trail', async () => {
      const history = async () => (await run('releases', 'guides')).stdout;
      const before = await history();
      const active = /^ {2}\* (\w{12}) /m.exec(before)?.[1];
      expect(active).toBeDefined();
      const again = await run('activate', 'guides', active!, '--reason', 'once more');
      expect({ code: again.code, stderr: again.stderr.trim().split('\n') }).toEqual({ code: 1, stderr: [`guides ${active} is already active; nothing changed`] });
      // The checkout's newest build is the active version: releasing it again publishes nothing new and activates nothing.
      const released = await run('release', 'guides', '--reason', 'once more');
      expect({ code: released.code, stderr: released.stderr.trim().split('\n') }).toEqual({ code: 1, stderr: [`guides ${active} is already active; nothing changed`] });
      expect(released.stdout).toContain(`guides ${active} was published before`);
      expect(await history()).toBe(before);
    });

    it('uploads a build to a share of visitors, promotes it, marks a version bad and prunes', async () => {
      const canary = await buildVariant(REPO_ROOT, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber CLI'] });
      const started = await run('release', 'guides', '--from', canary.dir, '--canary', '10', '--reason', 'try it');
      expect({ code: started.code, stderr: started.stderr }).toEqual({ code: 0, stderr: '' });
      expect(started.stdout).toContain(`uploading guides ${canary.version} to http://127.0.0.1:${port()}`);
      expect(started.stdout).toContain(`guides ${canary.version} is served to 10 % of visitors`);
      expect((await run('releases', 'guides')).stdout).toMatch(new RegExp(`guides: canary ${canary.version} for 10 % of visitors since `));

      const promoted = await run('promote', 'guides', '--reason', 'fine for a day');
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toMatch(new RegExp(`guides: \\w{12} → ${canary.version} is live for every visitor`));

      const first = /(\w{12}) {2}.* by server start {2}"newest build"/.exec((await run('releases', 'guides')).stdout)?.[1];
      expect((await run('mark-bad', 'guides', first!, '--reason', 'old teaser')).code).toBe(0);
      const refused = await run('rollback', 'guides', '--reason', 'back');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('it is marked bad (old teaser); go ahead only with --force and a reason');

      const pruned = await run('prune', '--keep', '1', '--grace-hours', '0');
      expect(pruned.code).toBe(0);
      expect(pruned.stdout).toContain(`guides: removed ${first}`);
      const [published] = (await run('releases', 'guides')).stdout.split('audit trail');
      expect(published).not.toContain(first);
    });

    it('prints a preview link that opens the version in a browser', async () => {
      const { dir, version } = await buildVariant(REPO_ROOT, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Vorschau'] });
      expect((await run('release', 'guides', '--from', dir, '--no-activate')).code).toBe(0);
      const made = await run('preview', 'guides', version, '--hours', '2', '--path', '/guides/');
      expect({ code: made.code, stderr: made.stderr }).toEqual({ code: 0, stderr: '' });
      const link = /^http\S+\/_preview\?token=\S+$/m.exec(made.stdout)?.[0];
      expect(link).toBeDefined();
      const opened = await fetch(`${server.url}${new URL(link!).pathname}${new URL(link!).search}`, { redirect: 'manual' });
      expect(opened.headers.get('location')).toBe('/guides/');
      const page = await (await fetch(`${server.url}/guides/`, { headers: { cookie: opened.headers.get('set-cookie')!.split(';')[0]! } })).text();
      expect(page).toContain('Casino Ratgeber Vorschau');
      expect(page).toContain('preview-bar');
    });

    it('talks to a named server with the credential in RELEASE_TOKEN, as a pipeline does', async () => {
      const token = (await readFile(path.join(varDir, 'admin-token'), 'utf8')).trim();
      const elsewhere = await mkdtemp(path.join(tmpdir(), 'casino-pipeline-'));
      try {
        const remote = (env: Record<string, string>, ...args: string[]) => releaseCommandIn(elsewhere, '1', env, ...args, '--server', server.url);
        const wrong = await remote({ RELEASE_TOKEN: 'not-the-token' }, 'releases', 'guides');
        expect({ code: wrong.code, stderr: wrong.stderr.trim() }).toEqual({ code: 2, stderr: 'Credential wrong, revoked or expired' });
        const { dir, version } = await buildVariant(REPO_ROOT, 'guides', builds, { replace: ['Casino Ratgeber', 'Casino Ratgeber Pipeline'] });
        const released = await remote({ RELEASE_TOKEN: token }, 'release', 'guides', '--from', dir, '--reason', 'from the pipeline');
        expect({ code: released.code, stderr: released.stderr }).toEqual({ code: 0, stderr: '' });
        expect(released.stdout).toMatch(new RegExp(`guides: \\w{12} → ${version} is live`));
        // The pipeline's folder holds its build only: nothing of the server's was made there.
        expect(await readdir(elsewhere)).toEqual([]);
      } finally {
        await rm(elsewhere, { recursive: true, force: true });
      }
    });
  });
});
