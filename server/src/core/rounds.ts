import type { FastifyInstance } from 'fastify';

export interface Rounds {
  /** When the first round starts, after the server starts. */
  firstMs: number;
  /** How long after one round ended the next starts. */
  everyMs: number;
  /** One round; it should stop soon after `stopped()` says the server is stopping. Its failure is logged with `failed`, and the next round comes anyway. */
  round: (stopped: () => boolean) => Promise<void>;
  failed: string;
}

/**
 * Periodic work of a server (a prune, a rollup): the next round starts when one has ended, so
 * rounds never overlap; the timer keeps no process alive; and as the server stops, no round
 * starts and the running one is awaited, before the database is closed under it.
 */
export function runInRounds(app: FastifyInstance, { firstMs, everyMs, round, failed }: Rounds): void {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const stopped = () => stopping;
  const next = (delay: number) => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = round(stopped)
        .catch((error: unknown) => app.log.warn({ err: error }, failed))
        .finally(() => next(everyMs));
    }, delay);
    timer.unref();
  };
  next(firstMs);
  app.addHook('preClose', async () => {
    stopping = true;
    clearTimeout(timer);
    await running;
  });
}
