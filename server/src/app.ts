import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './core/config';
import { redactingLogger } from './core/log-redaction';
import configPlugin from './core/plugins/config';
import database from './core/plugins/database';
import hardening, { rejectBadUrl } from './core/plugins/hardening';
import sameOriginWrites from './core/plugins/same-origin-writes';
import inputGuard from './core/plugins/input-guard';
import { replyToClientError, ResponseWithSecurityHeaders } from './core/node-replies';
import stateFolder from './core/plugins/state-folder';
import type { ActionServices, ReleaseAction } from './core/steps/step';
import type { TestSeams } from './core/feature';
import { adminRoutes } from './core/steps/admin-api';
import { consoleRoutes } from './core/console/console-routes';
import { stepRunner } from './core/steps/step-runner';
import { healthRoutes } from './core/health';
import { signInRoutes } from './credentials/console-sign-in';
import { oidcSignInOf } from './credentials/oidc';
import { FEATURES, STEP_TABLE } from './features';

/** The server's test seams (each feature's, see TestSeams), and these two of the core's. */
export interface BuildOptions extends TestSeams {
  /** The steps the admin API and the console offer: the features' (tests add one to see it on both). */
  actions?: readonly ReleaseAction[];
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
  // Every feature's parts first, then every feature's routes (see core/feature.ts).
  for (const feature of FEATURES) if (feature.plugin) await app.register(feature.plugin, options);
  await app.register(healthRoutes);
  for (const feature of FEATURES) for (const routes of feature.routes ?? []) await app.register(routes);
  // One table of steps, run one way, offered by the admin API (and the CLI through it) and the console.
  const steps = options.actions ?? STEP_TABLE;
  const services: ActionServices = {
    scopes: [...new Set(steps.map((action) => action.scope ?? action.name))],
    db: app.db,
    siteUrl: app.config.siteUrl,
    varDir: app.config.varDir,
    ...Object.assign({}, ...FEATURES.map((feature) => feature.services?.(app) ?? {})),
  };
  const effects = FEATURES.flatMap((feature) => (feature.stepEffects ? [feature.stepEffects(app)] : []));
  if (effects.length !== 1) throw new Error(`one feature gives the steps their effects; ${effects.length} do`);
  const stepWays = { actions: steps, services, run: stepRunner(effects[0]!) };
  await app.register(adminRoutes, stepWays);
  const identity = oidcSignInOf(app.config);
  await app.register(consoleRoutes, {
    ...stepWays,
    identity,
    signIn: (instance, signIn) => signInRoutes(instance, { ...signIn, oidc: identity }),
    pages: FEATURES.flatMap((feature) => (feature.console ? [feature.console.pages] : [])),
    links: FEATURES.flatMap((feature) => feature.console?.links ?? []),
  });
  app.all('/api/*', (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}
