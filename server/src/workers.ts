import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './metrics/cluster-metrics';
import { RELAYED_BY_PRIMARY, RenderClaims } from './pages/page-cache/render-claims';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** Lines in the log format of the workers (pino's JSON), so one log reader takes both; LOG_LEVEL holds here too. */
const logger = (logLevel: string) => (level: 'info' | 'error', msg: string, fields: object = {}) => {
  if (LEVELS[level] < (LEVELS[logLevel as keyof typeof LEVELS] ?? LEVELS.info)) return;
  process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`);
};

/**
 * The primary process of a server with several workers: it starts them, replaces one that
 * dies, and stops them all on SIGTERM or SIGINT. It serves nothing itself, but relays the
 * workers' renders (RenderClaims), so a page is rendered once by one of them, and adds their
 * figures together for /metrics.
 *
 * Workers start together, as servers behind one load balancer do (migrations, seeding and
 * publishing are safe to race). A worker that ends before it ever listened cannot start (a
 * bad setting, no database): the primary then stops with an error instead of starting it
 * again and again.
 */
export function superviseWorkers(count: number, logLevel: string): void {
  const log = logger(logLevel);
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const claims = new RenderClaims(() => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined));
  // Rendered pages travel as Buffers: the advanced channel copies them as they are, JSON would spell out every byte.
  cluster.setupPrimary({ serialization: 'advanced' });
  // A scrape of /metrics reaches one worker: the primary adds every worker's figures together.
  const metrics = answerMetricsRequests();
  const start = () => {
    const worker = cluster.fork({ [RELAYED_BY_PRIMARY]: '1' });
    worker.once('listening', () => listened.add(worker));
    worker.on('message', (message) => {
      claims.receive(worker, message);
      metrics(worker, message);
    });
  };

  for (let i = 0; i < count; i++) start();
  log('info', `starting ${count} workers`, { workers: count });

  cluster.on('exit', (worker, code, signal) => {
    claims.ended(worker);
    const running = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (running === 0) process.exit();
      return;
    }
    if (!listened.has(worker)) {
      log('error', `a worker could not start (exit ${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (running === 0) process.exit(1);
      return;
    }
    log('error', `worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`, { worker: worker.process.pid });
    start();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
}
