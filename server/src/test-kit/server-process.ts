import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverEntry } from './server-code';

// From __filename: this file is also loaded as a module of the benchmark's scripts, where __dirname is not its own.
const SERVER_DIR = path.resolve(path.dirname(__filename), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once it listens. */
  url: string;
  /** Every line it has logged (pino JSON), stdout and stderr. */
  lines: string[];
  /** How often it ended before stop() was called: a fault must never raise this. */
  exits: () => number;
  waitForLog: (pattern: RegExp, timeoutMs: number) => Promise<string>;
  stop: () => Promise<void>;
}

/** Ends a child process as an operator would (SIGTERM, SIGKILL after 5 s); nothing when it ended already, by itself or by a signal. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export interface StartOptions {
  /** Resolve only once it has started (see `ready`); false hands it over at once. */
  waitForListen?: boolean;
  /** In a network namespace (another host, see hosts.ts) through `ip netns exec`, which becomes the server process itself. */
  netns?: string;
  /**
   * What started means: it logged the address it listens on (the default), or `/health` answers
   * 200 at the PORT that `env` gives, for a server that logs only warnings (the browser tests').
   */
  ready?: 'listening' | 'healthy';
  /** How long it may take to start; the default lets a first start on an empty state folder publish every app. */
  timeoutMs?: number;
  /** Run the build in dist/ as `npm run build` left it, whatever the source is now (the browser tests test the build). */
  built?: boolean;
  /** Options for Node itself (a CPU profile of the benchmark's renders). */
  nodeArgs?: readonly string[];
}

/**
 * The server as operators run it (src/main.ts in its own process), so a fault that would
 * end the process is seen as an exit and not as a failure inside the test runner.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, { waitForListen = true, netns = '', ready = 'listening', timeoutMs, built = false, nodeArgs = [] }: StartOptions = {}): Promise<ServerProcess> {
  const entry = [...nodeArgs, ...(built ? [path.join(SERVER_DIR, 'dist', 'main.js')] : serverEntry('main'))];
  const [command, args] = netns ? ['ip', ['netns', 'exec', netns, process.execPath, ...entry]] : [process.execPath, entry];
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    // One worker unless a test asks for more: each worker holds its own database connections.
    // No scheduled link check visits the partners' real sites from a test.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WORKERS: '1', LINK_CHECK_HOURS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let exits = 0;
  let stopping = false;
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  child.on('exit', () => {
    if (!stopping) exits += 1;
    for (const wake of waiters) wake();
  });

  const waitForLog = (pattern: RegExp, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((l) => pattern.test(l));
        if (line) return done(() => resolve(line));
        if (child.exitCode !== null) done(() => reject(new Error(`the server exited:\n${lines.slice(-20).join('\n')}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no log line ${pattern} within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  const process_: ServerProcess = {
    child,
    url: '',
    lines,
    exits: () => exits,
    waitForLog,
    stop: async () => {
      stopping = true;
      await stopChild(child);
    },
  };
  if (waitForListen) {
    // A server that never starts is stopped here, since the caller gets no handle to stop it.
    const started = ready === 'healthy' ? healthy(process_, Number(env.PORT), timeoutMs) : listening(process_, timeoutMs);
    await started.catch(async (error: unknown) => {
      await process_.stop();
      throw error;
    });
  }
  return process_;
}

const START_LIMIT_MS = 240_000;

/**
 * Resolves once the server logged the address it listens on. A first start on an empty state
 * folder publishes and checks every app before it listens, which takes minutes on a busy
 * two-core machine: the limit only has to catch a server that never listens.
 */
export async function listening(server: ServerProcess, timeoutMs = START_LIMIT_MS): Promise<void> {
  const line = await server.waitForLog(/Server listening at http:\/\/(127\.0\.0\.1|10\.\d+\.\d+\.\d+):\d+/, timeoutMs);
  server.url = /(http:\/\/(127\.0\.0\.1|10\.\d+\.\d+\.\d+):\d+)/.exec(line)![1]!;
}

/** Resolves once the server answers `/health` with 200 on `port` (given to it as PORT, so known before it starts). */
async function healthy(server: ServerProcess, port: number, timeoutMs = START_LIMIT_MS): Promise<void> {
  if (!port) throw new Error('a server awaited by its /health needs a PORT of its own');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server exited:\n${server.lines.slice(-20).join('\n')}`);
    if (await fetch(`${url}/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer /health within ${timeoutMs} ms:\n${server.lines.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.url = url;
}
