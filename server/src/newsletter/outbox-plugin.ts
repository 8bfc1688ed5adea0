import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from './outbox-worker';
import { fileTransport, smtpTransport, type MailTransport } from './transport';

export interface OutboxOptions {
  /** Replaces SMTP or the .eml folder (tests). */
  transport?: MailTransport;
  /** Shortens the outbox's claim on a mail being sent (tests of slow mail servers). */
  leaseSeconds?: number;
}

/**
 * The mail outbox as `app.outbox`: it starts sending once the server is ready and stops
 * before the database closes, so no mail is left claimed by a server that is gone.
 */
async function outbox(app: FastifyInstance, options: OutboxOptions): Promise<void> {
  const { config } = app;
  const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.mailDir));
  const worker = new OutboxWorker(app.db, transport, {
    from: config.mailFrom,
    pollMs: config.outboxPollMs,
    retryHours: config.mailRetryHours,
    leaseSeconds: options.leaseSeconds,
    log: app.log,
  });
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', () => worker.stop());
}

export default fp(outbox, { name: 'outbox', dependencies: ['config', 'database'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run a delivery pass on demand (nudge). */
    outbox: OutboxWorker;
  }
}
