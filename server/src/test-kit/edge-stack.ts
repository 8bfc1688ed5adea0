import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { freePort } from './free-port';
import path from 'node:path';
import { stopChild } from './server-process';
import { within } from './within';

/** The repository's deploy/ folder; a caller outside the server's tests (the bench) names its own. */
const DEPLOY_DIR = path.resolve(__dirname, '..', '..', '..', 'deploy');
/** Where Debian's package keeps the VCL files Varnish itself includes. */
const VARNISH_SHARED_VCL = '/usr/share/varnish/vcl';

const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const vclPath = (first: string, deployDir: string) => `vcl_path=${first}:${path.join(deployDir, 'varnish')}:${VARNISH_SHARED_VCL}`;

/** Why the shipped Varnish and HAProxy configurations cannot be run here, or false. */
export function edgeToolsMissing(deployDir = DEPLOY_DIR): string | false {
  if (!runs('varnishd', ['-V'])) return 'needs Varnish (Debian: apt-get install varnish varnish-modules)';
  const vcl = path.join(deployDir, 'varnish', 'default.vcl');
  if (!runs('varnishd', ['-C', '-f', vcl, '-p', vclPath(path.join(deployDir, 'varnish'), deployDir)])) return 'needs xkey for Varnish (Debian: apt-get install varnish-modules)';
  if (!runs('haproxy', ['-v'])) return 'needs HAProxy (Debian: apt-get install haproxy)';
  return false;
}


export interface EdgeProcess {
  url: string;
  /** Varnish's listener for the TLS terminator in front (hitch), which speaks the PROXY protocol: `127.0.0.1:<port>`. */
  tlsAddress?: { host: string; port: number };
  output: () => string;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], env: Record<string, string> = {}): { child: ChildProcess; output: () => string; stop: () => Promise<void> } {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output, stop: () => stopChild(child) };
}

/** Resolves once `url` answers 200; a program that never does is stopped here, as the caller gets no handle to it. */
async function answering(url: string, name: string, running: ReturnType<typeof run>, timeoutMs = 20_000): Promise<void> {
  const took = await within(timeoutMs, async () => (await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => null))?.status === 200);
  if (took !== null) return;
  await running.stop();
  throw new Error(`${name} did not answer ${url}:\n${running.output()}`);
}

/** deploy/haproxy/haproxy.cfg as shipped, in front of `servers` (host:port each, two of them). */
export async function startHaproxy(servers: [string, string], deployDir = DEPLOY_DIR): Promise<EdgeProcess> {
  const port = await freePort();
  const env = { HAPROXY_BIND: `127.0.0.1:${port}`, SITE_SERVER_1: servers[0], SITE_SERVER_2: servers[1] };
  const haproxy = run('haproxy', ['-db', '-f', path.join(deployDir, 'haproxy', 'haproxy.cfg')], env);
  const url = `http://127.0.0.1:${port}`;
  // Up once its health checks found a server.
  await answering(`${url}/haproxy/alive`, 'HAProxy', haproxy);
  return { url, output: haproxy.output, stop: haproxy.stop };
}

/**
 * deploy/varnish/default.vcl as shipped, with this installation's site.vcl (the shipped one
 * with HAProxy's port) in `workDir`, listening on `port` for visitors over plain HTTP and on a
 * listener named `tls` (PROXY protocol) for the TLS terminator in front, as docs/operations.md
 * says to run it.
 */
export async function startVarnish(port: number, haproxyUrl: string, workDir: string, deployDir = DEPLOY_DIR): Promise<EdgeProcess> {
  // Varnish's worker runs as its own user, which must reach its instance folder.
  await chmod(workDir, 0o755);
  const site = await readFile(path.join(deployDir, 'varnish', 'site.vcl'), 'utf8');
  await writeFile(path.join(workDir, 'site.vcl'), site.replace('.port = "8080";', `.port = "${new URL(haproxyUrl).port}";`));
  const tlsPort = await freePort();
  const varnish = run('varnishd', [
    '-F',
    '-n', path.join(workDir, 'instance'),
    '-a', `127.0.0.1:${port}`,
    '-a', `tls=127.0.0.1:${tlsPort},PROXY`,
    '-T', 'none',
    '-f', path.join(deployDir, 'varnish', 'default.vcl'),
    '-p', vclPath(workDir, deployDir),
    '-s', 'malloc,128m',
  ]);
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/robots.txt`, 'Varnish', varnish);
  return { url, tlsAddress: { host: '127.0.0.1', port: tlsPort }, output: varnish.output, stop: varnish.stop };
}
