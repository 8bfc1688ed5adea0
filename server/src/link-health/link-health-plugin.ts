import { readFile } from 'node:fs/promises';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestSeams } from '../core/feature';
import { SettingsError } from '../core/config';
import { LinkHealth } from './link-health';
import { AddressGuard } from './public-address';

declare module '../core/feature' {
  interface TestSeams {
    /** How often this server looks whether the scheduled link check is due; 0 never (tests run it themselves). */
    linkCheckPollMs?: number;
  }
}

/** A minute: the schedule is counted in hours, and one small update a minute per server costs nothing. */
const POLL_MS = 60_000;

/**
 * Node's own authorities and the operator's extra ones (LINK_CHECK_CA_FILE), as one TLS context
 * every check shares; Node's alone without them.
 */
async function trustedContext(file: string | undefined): Promise<SecureContext | undefined> {
  if (!file) return undefined;
  const extra = await readFile(file, 'utf8').catch((error: Error) => {
    throw new SettingsError(`LINK_CHECK_CA_FILE cannot be read: ${error.message}`);
  });
  if (!extra.includes('-----BEGIN CERTIFICATE-----')) throw new SettingsError(`LINK_CHECK_CA_FILE (${file}) holds no PEM certificate`);
  return createSecureContext({ ca: [...rootCertificates, extra] });
}

/**
 * The affiliate links' health check as `app.linkHealth`: it looks for a due scheduled check once
 * the server is ready, and ends a running check before the database closes (its claim is given
 * back, so another server runs the check). A development server (`npm run dev`) checks on
 * demand only: a developer's machine should not visit the partners every day.
 */
async function linkHealth(app: FastifyInstance, { linkCheckPollMs = POLL_MS }: TestSeams): Promise<void> {
  const { config, site } = app;
  const checker = new LinkHealth(app.db, {
    hours: config.linkCheckHours,
    pollMs: config.devMode ? 0 : linkCheckPollMs,
    // Names the checker, and where to find and reach the site, in every partner's logs.
    userAgent: `CasinoVergleichLinkCheck/1.0 (+${config.siteUrl}; ${site.email})`,
    timeoutMs: config.linkCheckTimeoutMs,
    hostIntervalMs: config.linkCheckHostIntervalMs,
    concurrency: config.linkCheckConcurrency,
    trusted: await trustedContext(config.linkCheckCaFile),
    guard: new AddressGuard(config.linkCheckAllowNetworks),
    mailTo: config.linkCheckMailTo ?? null,
    consoleUrl: `${config.siteUrl}/admin/console/link-health`,
    outbox: app.outbox,
    log: app.log,
  });
  app.decorate('linkHealth', checker);
  app.addHook('onReady', async () => checker.start());
  app.addHook('preClose', () => checker.stop());
}

export default fp(linkHealth, { name: 'link-health', dependencies: ['config', 'database', 'outbox', 'releases'] });

declare module 'fastify' {
  interface FastifyInstance {
    linkHealth: LinkHealth;
  }
}
