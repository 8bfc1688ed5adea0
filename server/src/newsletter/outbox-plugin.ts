import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestSeams } from '../core/feature';
import { OutboxWorker } from './outbox-worker';
import { fileTransport, smtpTransport, type MailTransport } from './transport';


/**
 * The mail outbox as `app.outbox`: it starts sending once the server is ready and stops
 * before the database closes, so no mail is left claimed by a server that is gone.
 */
async function outbox(app: FastifyInstance, { mailTransport, mailLeaseSeconds }: TestSeams): Promise<void> {
  const { config } = app;
  const transport = mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.mailDir));
  const worker = new OutboxWorker(app.db, transport, {
    from: config.mailFrom,
    pollMs: config.outboxPollMs,
    retryHours: config.mailRetryHours,
    leaseSeconds: mailLeaseSeconds,
    log: app.log,
  });
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', () => worker.stop());
}

export default fp(outbox, { name: 'outbox', dependencies: ['config', 'database'] });

declare module '../core/feature' {
  interface TestSeams {
    /** Replaces SMTP or the .eml folder. */
    mailTransport?: MailTransport;
    /** Shortens the outbox's claim on a mail being sent (slow mail servers). */
    mailLeaseSeconds?: number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run a delivery pass on demand (nudge). */
    outbox: OutboxWorker;
  }
}
