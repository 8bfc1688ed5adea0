import os from 'node:os';
import path from 'node:path';
import { LICENCE_IDS, type LicenceId } from '@casino/shared';

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute origin for canonical links and the links in mails. */
  siteUrl: string;
  /** Folder holding the app folders (shell, mf-reviews, ...), each with its dist/. */
  appsRoot: string;
  logLevel: string;
  /** PostgreSQL; without it the embedded database in dataDir is used. */
  databaseUrl?: string;
  /** Connections each server keeps to PostgreSQL (besides the one that listens for notices). */
  databasePoolSize: number;
  /** A statement that has not answered by then fails with 503 and its connection is dropped. */
  databaseQueryTimeoutMs: number;
  /** Where the server keeps its own files: embedded database, mails, admin token. */
  varDir: string;
  dataDir: string;
  seedFile: string;
  smtpUrl?: string;
  mailFrom: string;
  mailDir: string;
  /** Token for the admin endpoints; without it one is made and kept in varDir/admin-token. */
  adminToken?: string;
  /** Newsletter sign-ups allowed per IP and 10 minutes. */
  subscribeLimit: number;
  outboxPollMs: number;
  /** How long a mail the mail server refuses is retried before it is given up. */
  mailRetryHours: number;
  /** The immutable, versioned copies of every published app build. */
  releasesDir: string;
  /** Where browsers fetch versioned assets, e.g. a CDN serving releasesDir; default this server's /_mf. */
  assetBaseUrl?: string;
  /** Publish and activate every newer build at start (development); otherwise only a fresh install. */
  releaseLatestBuilds: boolean;
  /** The operator's legal details for the imprint (JSON, see server/config/operator.json). */
  operatorFile: string;
  /** Web analytics measurement id; without it no analytics script is ever loaded. */
  analyticsId?: string;
  /** Play links only for casinos holding one of these licences (PLAY_LICENCES, e.g. "ggl"); null links every casino. */
  playLicences: LicenceId[] | null;
  /** Bytes of rendered HTML the page cache may keep; 0 turns it off. */
  pageCacheBytes: number;
  /** Fresh page renders (cache misses, 404s) allowed per client address and minute; 0 turns the limit off. */
  renderRateLimit: number;
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy: a list of addresses, `true`, or `loopback`). */
  trustProxy: string | boolean;
  /** The whole request, headers and body, must have arrived within this; then 408 and the socket is closed. */
  requestTimeoutMs: number;
  /** The request headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (longer than keep-alive's 72 s, which load balancers expect). */
  idleTimeoutMs: number;
  /** Server processes sharing the port (node:cluster), each with its own page cache and notices; they share their renders (RenderClaims). */
  workers: number;
  /** How often each server adds its page view and error counts to the shared table, and checks the running canaries. */
  countsFlushMs: number;
  /** The error budget: a canary is judged once it has this many page views... */
  canaryMinViews: number;
  /** ...and aborted when its error rate exceeds the active version's by more than this many percentage points. */
  canaryErrorMarginPercent: number;
  /** Days the per-minute counts are kept. */
  countsRetentionDays: number;
  /** Error reports accepted per client address and minute, and from all clients per minute (each server). */
  clientErrorLimit: number;
  clientErrorCap: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** A comma-separated list of licence ids; empty or unset is no restriction. */
function parseLicences(value: string | undefined): LicenceId[] | null {
  const ids = (value ?? '').split(',').map((id) => id.trim().toLowerCase()).filter(Boolean);
  if (!ids.length) return null;
  const unknown = ids.filter((id) => !(LICENCE_IDS as string[]).includes(id));
  if (unknown.length) throw new Error(`PLAY_LICENCES names unknown licences (${unknown.join(', ')}); known are ${LICENCE_IDS.join(', ')}`);
  return ids as LicenceId[];
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  return number;
}

/**
 * One worker per core on PostgreSQL, where every worker is one more server on the same
 * database; one on the embedded database, which a single process owns.
 */
function parseWorkers(value: string | undefined, databaseUrl: string | undefined): number {
  const cores = os.availableParallelism();
  const workers = parseInteger('WORKERS', value, databaseUrl ? cores : 1, 1, 256);
  if (workers > 1 && !databaseUrl) throw new Error(`WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only`);
  return workers;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = parseInteger('PORT', env.PORT, 3000, 0, 65535);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const varDir = path.resolve(env.VAR_DIR ?? path.join(repoRoot, 'var'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    siteUrl,
    appsRoot: env.APPS_ROOT ?? repoRoot,
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: parseInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1, 1000),
    databaseQueryTimeoutMs: parseInteger('DATABASE_QUERY_TIMEOUT_MS', env.DATABASE_QUERY_TIMEOUT_MS, 5000, 100, 600_000),
    varDir,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(varDir, 'data')),
    seedFile: path.resolve(env.SEED_FILE ?? path.join(repoRoot, 'server', 'seed', 'catalog.json')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `CasinoVergleich <newsletter@${new URL(siteUrl).hostname}>`,
    mailDir: path.resolve(env.MAIL_DIR ?? path.join(varDir, 'mail')),
    adminToken: env.ADMIN_TOKEN || undefined,
    subscribeLimit: parseInteger('NEWSLETTER_RATE_LIMIT', env.NEWSLETTER_RATE_LIMIT, 5, 1, 1_000_000),
    outboxPollMs: parseInteger('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 2000, 50, 3_600_000),
    mailRetryHours: parseInteger('MAIL_RETRY_HOURS', env.MAIL_RETRY_HOURS, 72, 1, 24 * 365),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(varDir, 'releases')),
    assetBaseUrl: env.ASSET_BASE_URL || undefined,
    releaseLatestBuilds: env.RELEASE_LATEST_BUILDS === '1' || env.RELEASE_LATEST_BUILDS === 'true',
    analyticsId: env.ANALYTICS_ID || undefined,
    playLicences: parseLicences(env.PLAY_LICENCES),
    pageCacheBytes: parseInteger('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 64, 0, 4096) * 1024 * 1024,
    renderRateLimit: parseInteger('RENDER_RATE_LIMIT', env.RENDER_RATE_LIMIT, 120, 0, 1_000_000),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : (env.TRUST_PROXY ?? 'loopback'),
    requestTimeoutMs: parseInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1000, 600_000),
    headersTimeoutMs: parseInteger('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000, 1000, 600_000),
    idleTimeoutMs: parseInteger('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 75_000, 1000, 3_600_000),
    operatorFile: path.resolve(env.OPERATOR_FILE ?? path.join(repoRoot, 'server', 'config', 'operator.json')),
    workers: parseWorkers(env.WORKERS, env.DATABASE_URL || undefined),
    countsFlushMs: parseInteger('COUNTS_FLUSH_MS', env.COUNTS_FLUSH_MS, 5000, 100, 600_000),
    canaryMinViews: parseInteger('CANARY_MIN_VIEWS', env.CANARY_MIN_VIEWS, 200, 1, 100_000_000),
    canaryErrorMarginPercent: parseInteger('CANARY_ERROR_MARGIN', env.CANARY_ERROR_MARGIN, 2, 0, 100),
    countsRetentionDays: parseInteger('COUNTS_RETENTION_DAYS', env.COUNTS_RETENTION_DAYS, 30, 1, 3650),
    clientErrorLimit: parseInteger('CLIENT_ERROR_RATE_LIMIT', env.CLIENT_ERROR_RATE_LIMIT, 20, 1, 1_000_000),
    clientErrorCap: parseInteger('CLIENT_ERROR_CAP', env.CLIENT_ERROR_CAP, 3000, 1, 100_000_000),
    ...overrides,
  };
}
