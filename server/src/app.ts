import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './core/config';
import { redactingLogger } from './core/log-redaction';
import adRules from './ad-rules/ad-rules-plugin';
import catalogue from './catalogue/catalogue-plugin';
import clicks from './clicks/clicks-plugin';
import auth from './credentials/credentials-plugin';
import configPlugin from './core/plugins/config';
import database from './core/plugins/database';
import hardening, { rejectBadUrl } from './core/plugins/hardening';
import sameOriginWrites from './core/plugins/same-origin-writes';
import inputGuard from './core/plugins/input-guard';
import linkHealth from './link-health/link-health-plugin';
import outbox, { type OutboxOptions } from './newsletter/outbox-plugin';
import releases from './releases/releases-plugin';
import rendering from './pages/rendering-plugin';
import metrics from './metrics/metrics-plugin';
import { replyToClientError, ResponseWithSecurityHeaders } from './core/node-replies';
import stateFolder from './core/plugins/state-folder';
import type { ReleaseAction } from './core/steps/step';
import { adminRoutes } from './core/steps/admin-api';
import { actionServices, STEP_TABLE } from './step-table';
import { affiliateRoutes } from './clicks/affiliate-route';
import { catalogRoutes } from './catalogue/api-catalog';
import { casinoSearchRoutes } from './catalogue/api-casino-search';
import { clientErrorRoutes } from './releases/api-client-errors';
import { newsletterRoutes } from './newsletter/api-newsletter';
import { vitalsRoutes } from './releases/api-vitals';
import { viewRoutes } from './releases/api-view';
import { assetRoutes } from './releases/assets';
import { consoleRoutes } from './core/console/console-routes';
import { stepRunner } from './core/steps/step-runner';
import { stepEffectsOf } from './releases/step-effects';
import { clickReportRoutes } from './clicks/console-clicks';
import { credentialRoutes } from './credentials/console-credentials';
import { signInRoutes } from './credentials/console-sign-in';
import { oidcSignInOf } from './credentials/oidc';
import { linkHealthRoutes } from './link-health/console-link-health';
import { complianceRoutes } from './ad-rules/console-compliance';
import { subscriberRoutes } from './newsletter/console-subscribers';
import { releaseConsole } from './releases/release-console';
import { devEventRoutes } from './releases/dev-events';
import { faviconRoutes } from './pages/favicon';
import { healthRoutes } from './core/health';
import { pageRoutes } from './pages/pages-route';
import { edgeCohortRoutes } from './releases/edge-cohort';
import { previewRoutes } from './previews/preview-route';
import { sitemapRoutes } from './catalogue/sitemap';

export interface BuildOptions {
  /** Replaces SMTP or the .eml folder (tests). */
  mailTransport?: OutboxOptions['transport'];
  /** Shortens the outbox's claim on a mail being sent (tests of slow mail servers). */
  mailLeaseSeconds?: number;
  /** How often the served versions' cached files are looked at; 0 never (tests that damage them on purpose). */
  fileCheckMs?: number;
  /** The steps the admin API and the console offer: the step table (tests add one to see it on both). */
  actions?: readonly ReleaseAction[];
  /** How often the server looks whether the scheduled link check is due; 0 never (tests run it themselves). */
  linkCheckPollMs?: number;
  /** The clock clicks and page views are counted by (tests move it past the repeat window). */
  clickClock?: () => number;
  /** Where the log goes instead of standard output (tests that read what a request logged). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the server without listening: tests call inject() on it, main.ts listens.
 * The plugins own the server's parts (each decorates the instance and closes what it opened,
 * in reverse order); the routes read those parts from the instance.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Links with a token in their address (newsletter, preview) are logged without it.
    logger: { level: config.logLevel, ...redactingLogger, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A client that sends its request slowly (or never finishes its body) holds a socket only this long.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    // Node checks these deadlines on an interval (30 s by default): once a second keeps them close to their values.
    // Node's own replies (a request it cannot read, too slow, without Host) carry the security headers too (core/node-replies.ts).
    http: { headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs), connectionsCheckingInterval: 1000, ServerResponse: ResponseWithSecurityHeaders },
    clientErrorHandler: replyToClientError,
    frameworkErrors: rejectBadUrl,
    // A development server restarts on every change of its code: it drops its connections at once,
    // where the production server lets requests in flight finish. (Browsers keep sockets they may
    // use later; on a close those would hold the restart up to the idle timeout.)
    forceCloseConnections: config.devMode ? true : 'idle',
    // Opening the embedded database and applying migrations on a busy or cold machine can take
    // longer than Fastify's 10 s default; a start should be slow then, not fail.
    pluginTimeout: 120_000,
  });
  await app.register(configPlugin, { config });
  await app.register(stateFolder);
  await app.register(hardening);
  await app.register(inputGuard);
  await app.register(sameOriginWrites);
  await app.register(database);
  await app.register(auth);
  await app.register(catalogue);
  await app.register(adRules);
  await app.register(outbox, { transport: options.mailTransport, leaseSeconds: options.mailLeaseSeconds });
  await app.register(rendering);
  await app.register(releases, { fileCheckMs: options.fileCheckMs });
  await app.register(linkHealth, { pollMs: options.linkCheckPollMs });
  await app.register(metrics);
  await app.register(clicks, { clock: options.clickClock });

  await app.register(healthRoutes);
  await app.register(faviconRoutes);
  await app.register(assetRoutes);
  await app.register(catalogRoutes);
  await app.register(casinoSearchRoutes);
  await app.register(newsletterRoutes);
  await app.register(viewRoutes);
  await app.register(clientErrorRoutes);
  await app.register(vitalsRoutes);
  await app.register(affiliateRoutes);
  await app.register(sitemapRoutes);
  await app.register(previewRoutes);
  await app.register(edgeCohortRoutes);
  // One table of steps, run one way, offered by the admin API (and the CLI through it) and the console.
  const steps = options.actions ?? STEP_TABLE;
  const stepWays = { actions: steps, services: actionServices(app, steps), run: stepRunner(stepEffectsOf(app)) };
  await app.register(adminRoutes, stepWays);
  const identity = oidcSignInOf(app.config);
  await app.register(consoleRoutes, {
    ...stepWays,
    identity,
    signIn: (instance, signIn) => signInRoutes(instance, { ...signIn, oidc: identity }),
    // Each capability's console pages, the apps' overview first.
    pages: [releaseConsole, credentialRoutes, linkHealthRoutes, clickReportRoutes, subscriberRoutes, complianceRoutes],
  });
  // Only for `npm run dev`: never registered in production (see core/config.ts's DEV_MODE).
  if (config.devMode) await app.register(devEventRoutes);
  app.all('/api/*', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  await app.register(pageRoutes);
  return app;
}
