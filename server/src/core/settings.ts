import path from 'node:path';
import { Type, type StaticDecode, type TProperties, type TSchema } from '@sinclair/typebox';
import { LICENCE_IDS, type LicenceId } from '@casino/shared/catalog-records';
import { parseRoleMap } from './roles';
import { parseNetworks } from './network-ranges';
import { parseDailyWindow } from './daily-window';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const MB = 1024 * 1024;

interface Documented {
  /** Text an operator reads in docs/configuration.md: what the setting does, in Markdown. */
  description: string;
  /** The default as docs/configuration.md gives it, where it is worked out (from another setting, the machine) rather than fixed here. */
  defaultInWords?: string;
}

const integer = (env: string, options: Documented & { default?: number; minimum: number; maximum: number }) => Type.Integer({ env, ...options });

/** `expected` says in words what a `pattern` accepts, for the message that refuses a value; a `secret`'s value is never repeated in it. */
const text = (env: string, options: Documented & { default?: string; pattern?: string; expected?: string; secret?: boolean }) => Type.String({ env, ...options });

/** A file or folder, absolute from then on; a relative one is taken from the working folder. */
const location = (env: string, options: Documented & { default?: string }) =>
  Type.Transform(Type.String({ env, ...options }))
    .Decode((value) => path.resolve(value))
    .Encode((value) => value);

/** On with `1` or `true`, off with `0` or `false`; anything else is refused rather than read as off. */
const flag = (env: string, options: Documented) =>
  Type.Transform(Type.Union([Type.Literal('1'), Type.Literal('true'), Type.Literal('0'), Type.Literal('false')], { env, ...options, default: 'false' }))
    .Decode((value) => value === '1' || value === 'true')
    .Encode((on) => (on ? 'true' : 'false'));

/** A comma-separated list of licence ids; empty or unset is no restriction (null). */
function parseLicences(value: string): LicenceId[] | null {
  const ids = value.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean);
  if (!ids.length) return null;
  const unknown = ids.filter((id) => !(LICENCE_IDS as string[]).includes(id));
  if (unknown.length) throw new Error(`PLAY_LICENCES names unknown licences (${unknown.join(', ')}); known are ${LICENCE_IDS.join(', ')}`);
  return ids as LicenceId[];
}

/**
 * The settings of one of the server's capabilities, each marked with its title (`group`):
 * docs/configuration.md lists them in one table under it, in the order they are given here.
 */
function capability<T extends TProperties>(title: string, settings: T): T {
  for (const schema of Object.values(settings)) schema.group = title;
  return settings;
}

/** At least as hard to guess as a credential's 32 random bytes. */
const TOKEN = { pattern: '^\\S{32,}$', expected: 'at least 32 characters without spaces (make one with: openssl rand -base64 32)', secret: true };

const server = capability('Server and paths', {
  port: integer('PORT', { description: 'port to listen on', default: 3000, minimum: 0, maximum: 65535 }),
  host: text('HOST', { description: 'address to listen on', default: '0.0.0.0' }),
  siteUrl: Type.Optional(
    Type.Transform(
      text('SITE_URL', { description: 'absolute origin for canonical and hreflang links, and the links in mails', defaultInWords: '`http://localhost:$PORT`', pattern: '^https?://\\S+$', expected: 'an http:// or https:// address' }),
    )
      .Decode((value) => value.replace(/\/$/, ''))
      .Encode((value) => value),
  ),
  workers: Type.Optional(
    integer('WORKERS', {
      description:
        "server processes sharing the port (Node's cluster): each is one more server on the database, following every release and import notice, with its own page cache that the others fill (a page one worker renders is handed to all); one that dies is replaced. More than one needs `DATABASE_URL` (the embedded database belongs to one process); the rate limits count all workers and servers together",
      defaultInWords: 'one per core on PostgreSQL, `1` on the embedded database',
      minimum: 1,
      maximum: 256,
    }),
  ),
  appsRoot: location('APPS_ROOT', { description: 'folder holding the app folders (`shell`, `mf-reviews`, ...), each with its `dist/`', default: repoRoot }),
  varDir: location('VAR_DIR', { description: "the server's own files: the embedded database (`data/`), mails without SMTP (`mail/`), the cached releases (`releases/`), the admin token", default: path.join(repoRoot, 'var') }),
});

const database = capability('Database', {
  databaseUrl: Type.Optional(text('DATABASE_URL', { description: 'PostgreSQL connection string; without it the embedded database (PGlite) in `DATA_DIR` is used' })),
  dataDir: Type.Optional(location('DATA_DIR', { description: "the embedded database's folder", defaultInWords: '`$VAR_DIR/data`' })),
  databasePoolSize: integer('DATABASE_POOL_SIZE', {
    description: "PostgreSQL connections each worker keeps, besides the one that listens for notices (PostgreSQL's `max_connections` must cover servers × `WORKERS` × (this + 1))",
    default: 10,
    minimum: 1,
    maximum: 1000,
  }),
  databaseQueryTimeoutMs: integer('DATABASE_QUERY_TIMEOUT_MS', { description: 'milliseconds: a statement that has not answered by then fails with 503 and its connection is dropped', default: 5000, minimum: 100, maximum: 600_000 }),
});

const pages = capability('Pages, page cache and edge caching', {
  pageCacheBytes: Type.Transform(integer('PAGE_CACHE_MB', { description: 'megabytes of rendered HTML the page cache may keep per worker; `0` renders every request (see [docs/operations.md](docs/operations.md#page-cache))', default: 64, minimum: 0, maximum: 4096 }))
    .Decode((megabytes) => megabytes * MB)
    .Encode((bytes) => bytes / MB),
  edgeMaxAge: integer('EDGE_MAX_AGE', {
    description: "seconds a shared cache (a CDN, Varnish) may keep a page (`s-maxage`); `0` keeps pages out of shared caches (`no-cache`). Set it only with a purge: `EDGE_PURGE_URLS`, or the CDN's own (see [docs/operations.md](docs/operations.md#shared-caches-cdn-varnish))",
    default: 0,
    minimum: 0,
    maximum: 31_536_000,
  }),
  edgeStaleWhileRevalidate: integer('EDGE_STALE_WHILE_REVALIDATE', { description: 'seconds a shared cache may serve a page past its time while it fetches it again', default: 30, minimum: 0, maximum: 86_400 }),
  edgeStaleIfError: integer('EDGE_STALE_IF_ERROR', { description: 'seconds a shared cache may serve a page past its time while the servers fail', default: 86_400, minimum: 0, maximum: 31_536_000 }),
  surrogateKeyHeader: text('SURROGATE_KEY_HEADER', { description: "the response header naming a page's surrogate keys (Fastly: `Surrogate-Key`, Cloudflare: `Cache-Tag`, Varnish xkey: `xkey`)", default: 'Surrogate-Key', pattern: '^[A-Za-z][A-Za-z0-9-]{0,63}$', expected: 'a header name' }),
  edgePurgeUrls: Type.Transform(text('EDGE_PURGE_URLS', { description: "the shared caches' purge endpoints, comma-separated (each Varnish, or a CDN's purge API): a release step or an import purges the pages it changed there", default: '' }))
    .Decode((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .Encode((urls) => urls.join(',')),
  edgePurgeMethod: text('EDGE_PURGE_METHOD', { description: 'the method of a purge request', default: 'PURGE', pattern: '^[A-Z]{1,16}$', expected: 'an HTTP method in capitals' }),
  edgePurgeHeader: text('EDGE_PURGE_HEADER', { description: 'the purge request header naming the surrogate keys, space-separated (Varnish xkey: `xkey-purge`; Fastly: `Surrogate-Key`)', default: 'xkey-purge', pattern: '^[A-Za-z][A-Za-z0-9-]{0,63}$', expected: 'a header name' }),
  edgePurgeToken: Type.Optional(text('EDGE_PURGE_TOKEN', { description: "sent as a bearer token with every purge (a CDN's API token)", secret: true })),
  operatorFile: location('OPERATOR_FILE', { description: "the operator's legal details for the imprint (JSON, see `server/config/operator.json`): **replace the shipped example before going live**", default: path.join(repoRoot, 'server', 'config', 'operator.json') }),
  analyticsId: Type.Optional(text('ANALYTICS_ID', { description: "web analytics measurement id; the script loads only after a visitor's consent, and never without an id" })),
});

const catalogue = capability('Catalogue and offers', {
  seedFile: location('SEED_FILE', { description: 'imported on first start, when the catalogue is empty', default: path.join(repoRoot, 'server', 'seed', 'catalog.json') }),
  playLicences: Type.Transform(
    text('PLAY_LICENCES', {
      description: `play buttons and \`/go/\` redirects only for casinos holding one of these licences, comma-separated ids (e.g. \`ggl\`, or \`ggl,mga\`; known are ${LICENCE_IDS.map((id) => `\`${id}\``).join(', ')}); the others keep their reviews, facts and rank, without a play button. An unknown id stops the server at start`,
      defaultInWords: 'none: every casino',
      default: '',
    }),
  )
    .Decode(parseLicences)
    .Encode((ids) => ids?.join(',') ?? ''),
});

/** The time zone of the German advertising rules' quiet hours: the law counts in German time. */
export const GERMAN_TIME = 'Europe/Berlin';

const adRules = capability('German advertising rules', {
  adRules: Type.Transform(
    text('AD_RULES', {
      description:
        'the market whose advertising law the site follows: `de` withholds every call to action (play and claim buttons, bonus codes, the bonus banner, `/go/` redirects) of a casino offering slots, casino games or poker during `AD_QUIET_HOURS`, and of every casino whose operator the regulator\'s whitelist does not permit (`npm run whitelist:import`), and records each casino\'s state (`npm run compliance`); see "Going live in Germany" in [docs/operations.md](docs/operations.md#going-live-in-germany)',
      defaultInWords: 'none: every play button, as the specification shows them',
      default: '',
      pattern: '^(de)?$',
      expected: '`de`, or empty for none',
    }),
  )
    .Decode((value) => (value === 'de' ? ('de' as const) : null))
    .Encode((market) => market ?? ''),
  adQuietHours: Type.Transform(
    text('AD_QUIET_HOURS', {
      description: 'with `AD_RULES=de`: the daily window, in German time (Europe/Berlin, summer time included), in which casino advertising is withheld; `HH:MM-HH:MM` (or `HH:MM:SS`), over midnight where the start is later than the end. A window that does not parse stops the server at start',
      default: '06:00-21:00',
    }),
  )
    .Decode((value) => {
      try {
        return parseDailyWindow(value, GERMAN_TIME);
      } catch (error) {
        throw new Error(`AD_QUIET_HOURS: ${(error as Error).message}`);
      }
    })
    .Encode((window) => window.text),
  whitelistMaxAgeDays: integer('WHITELIST_MAX_AGE_DAYS', {
    description: "with `AD_RULES=de`: the regulator's whitelist older than this many days (by its date) is flagged in the console and in `/metrics` as due for a new import",
    default: 35,
    minimum: 1,
    maximum: 3650,
  }),
});

const releases = capability('Releases, canaries and client telemetry', {
  releasesDir: Type.Optional(location('RELEASES_DIR', { description: "this server's cache of the published app versions, written from the release store in the database", defaultInWords: '`$VAR_DIR/releases`' })),
  assetBaseUrl: Type.Optional(text('ASSET_BASE_URL', { description: "where browsers fetch versioned assets, e.g. a CDN whose origin is the servers' `/_mf`", defaultInWords: "this server's `/_mf`" })),
  releaseLatestBuilds: flag('RELEASE_LATEST_BUILDS', {
    description: "at start, publish and activate each app's newest build when its content was never published and it was built after the active version was built and activated (`npm start` sets it); otherwise only a fresh install activates builds",
  }),
  devMode: flag('DEV_MODE', {
    description:
      "`npm run dev` sets it: serve every app's newest development build from `$VAR_DIR/dev-builds` (an app without one from its last build in `dist/`), publish nothing, keep no page cache unless `PAGE_CACHE_MB` is set, and tell open pages on `/__dev/events` when to reload; needs `NODE_ENV=development` and is refused otherwise",
  }),
  countsFlushMs: integer('COUNTS_FLUSH_MS', { description: "milliseconds between each server's writes of its page view and error counts (the click report's too) to the shared tables, and its checks of the running canaries", default: 5000, minimum: 100, maximum: 600_000 }),
  countsRetentionDays: integer('COUNTS_RETENTION_DAYS', { description: "days the per-minute counts are kept (the click report's daily counts are kept)", default: 30, minimum: 1, maximum: 3650 }),
  canaryMinViews: integer('CANARY_MIN_VIEWS', { description: 'the error budget: page views a canary needs before it is judged against it (see [docs/releasing.md](docs/releasing.md))', default: 200, minimum: 1, maximum: 100_000_000 }),
  canaryErrorMarginPercent: integer('CANARY_ERROR_MARGIN', { description: "percentage points by which a canary's error rate may exceed the active version's before it is aborted", default: 2, minimum: 0, maximum: 100 }),
  canaryMinClients: integer('CANARY_MIN_CLIENTS', {
    description: 'one client cannot decide a canary: the error budget aborts only when this many distinct clients (networks, see `CLIENT_IPV6_PREFIX`) had errors with it, and the speed budget judges only once this many measured it',
    default: 20,
    minimum: 1,
    maximum: 100_000_000,
  }),
  canaryClientViews: integer('CANARY_CLIENT_VIEWS', {
    description: "page views of one client that count in a canary's verdict (its errors up to as many, none beyond the pages it was served), and its web vitals reports that count per hour; more weigh no more",
    default: 3,
    minimum: 1,
    maximum: 100_000_000,
  }),
  canaryMinVitals: integer('CANARY_MIN_VITALS', { description: 'the speed budget: page views measuring a web vital that a canary and the active version each need, per device class, before the canary is judged by that vital', default: 100, minimum: 1, maximum: 100_000_000 }),
  canaryVitalsMarginMs: integer('CANARY_VITALS_MARGIN_MS', { description: "milliseconds by which a canary's p75 LCP or INP on phones or desktops may exceed the active version's; slower by more than this and `CANARY_VITALS_MARGIN_PERCENT`, it is aborted and marked bad", default: 100, minimum: 0, maximum: 60_000 }),
  canaryVitalsMarginPercent: integer('CANARY_VITALS_MARGIN_PERCENT', { description: "percent by which a canary's p75 LCP or INP on phones or desktops may exceed the active version's; slower by more than this and `CANARY_VITALS_MARGIN_MS`, it is aborted and marked bad", default: 10, minimum: 0, maximum: 1000 }),
  canaryClsMargin: Type.Transform(text('CANARY_CLS_MARGIN', { description: "by how much a canary's p75 CLS may exceed the active version's before it is aborted and marked bad", default: '0.05', pattern: '^(0|1|0?\\.\\d{1,3})$', expected: 'a number from 0 to 1 with up to three decimals' }))
    .Decode(Number)
    .Encode(String),
  viewLimit: integer('VIEW_RATE_LIMIT', { description: 'page views counted per client and minute, on all servers together (a page registers its view at `/api/view`)', default: 120, minimum: 1, maximum: 1_000_000 }),
  vitalsLimit: integer('VITALS_RATE_LIMIT', { description: "browsers' web vitals reports accepted per client and minute, on all servers together", default: 30, minimum: 1, maximum: 1_000_000 }),
  clientErrorLimit: integer('CLIENT_ERROR_RATE_LIMIT', { description: 'browser error reports accepted per client and minute, on all servers together', default: 20, minimum: 1, maximum: 1_000_000 }),
  clientErrorCap: integer('CLIENT_ERROR_CAP', { description: 'browser error reports accepted from all clients per minute, on all servers together', default: 3000, minimum: 1, maximum: 100_000_000 }),
});

const credentials = capability('Credentials, console and sign-in', {
  adminToken: Type.Optional(
    text('ADMIN_TOKEN', {
      description: "the break-glass token for `/admin/*` and the console: every step, recorded as such. Teams' pipelines get named credentials instead (`npm run token`)",
      defaultInWords: 'made on first start, kept in `$VAR_DIR/admin-token`',
      ...TOKEN,
    }),
  ),
  authFailureLimit: integer('AUTH_FAILURE_LIMIT', { description: 'wrong credentials (admin API and console sign-in) a client may send per minute, on all servers together, before it is refused with 429', default: 10, minimum: 1, maximum: 1_000_000 }),
  authFailureCap: integer('AUTH_FAILURE_CAP', {
    description: 'wrong credentials from all clients per minute, on all servers together; past it, a client that sent a wrong one itself this minute is refused with 429 unchecked, while a valid secret from any other client still opens',
    default: 200,
    minimum: 1,
    maximum: 100_000_000,
  }),
  consoleIdleMinutes: integer('CONSOLE_IDLE_MINUTES', { description: 'a console session without a request for this long is ended (on every server); sessions end after 8 hours in any case, and at sign-out', default: 30, minimum: 1, maximum: 8 * 60 }),
  oidcIssuer: Type.Optional(
    text('OIDC_ISSUER', {
      description: "the company's OpenID Connect provider: people sign in to the console there (authorization code flow with PKCE), and the admin token then opens only the admin API; https, or http for a provider on this machine",
      pattern: '^https?://\\S+$',
      expected: 'an https:// address (http:// only for a provider on this machine)',
    }),
  ),
  oidcClientId: Type.Optional(text('OIDC_CLIENT_ID', { description: "the console's client id at the provider; its redirect URI is `$SITE_URL/admin/oidc/callback`" })),
  oidcClientSecret: Type.Optional(text('OIDC_CLIENT_SECRET', { description: "the console's client secret at the provider", secret: true })),
  oidcScopes: text('OIDC_SCOPES', { description: "the scopes asked for: `openid`, and those that make the provider send the person's name and `OIDC_ROLES_CLAIM`", default: 'openid profile groups' }),
  oidcRolesClaim: text('OIDC_ROLES_CLAIM', { description: 'the claim whose values (e.g. group names) `OIDC_ROLES` maps to roles', default: 'groups' }),
  oidcRoles: Type.Transform(
    text('OIDC_ROLES', {
      description:
        'which claim values give which console roles: `value=role` separated by `;`, e.g. `site-admins=admin; reviews-team=release-manager:reviews`; roles are `admin`, `release-manager:<app>` or `release-manager:*`, `catalogue-editor`, `analyst` (see [docs/security.md](docs/security.md))',
      default: '',
    }),
  )
    .Decode(parseRoleMap)
    .Encode((map) => map.map(({ value, role }) => `${value}=${role}`).join('; ')),
  oidcRecheckSeconds: integer('OIDC_RECHECK_SECONDS', { description: "how often a signed-in person's groups are asked of the provider again; a change of their roles ends all their sessions", default: 300, minimum: 1, maximum: 3600 }),
});

const mail = capability('Newsletter and mail', {
  smtpUrl: Type.Optional(text('SMTP_URL', { description: 'the mail server, e.g. `smtp://user:pass@mail.example:587`; without it each mail is written as an `.eml` file under `MAIL_DIR`' })),
  mailFrom: Type.Optional(text('MAIL_FROM', { description: 'sender of the newsletter mails', defaultInWords: '`CasinoVergleich <newsletter@<site host>>`' })),
  mailDir: Type.Optional(location('MAIL_DIR', { description: 'where mails go as `.eml` files while there is no `SMTP_URL`', defaultInWords: '`$VAR_DIR/mail`' })),
  subscribeLimit: integer('NEWSLETTER_RATE_LIMIT', { description: 'newsletter sign-ups allowed per client and 10 minutes, on all servers together', default: 5, minimum: 1, maximum: 1_000_000 }),
  outboxPollMs: integer('OUTBOX_POLL_MS', { description: "milliseconds between the outbox's looks for mails besides its own sign-ups' (those go at once): another server's, and retries that are due", default: 2000, minimum: 50, maximum: 3_600_000 }),
  mailRetryHours: integer('MAIL_RETRY_HOURS', { description: 'how long a mail the mail server refuses is retried (at growing delays, at most an hour apart) before it is given up', default: 72, minimum: 1, maximum: 24 * 365 }),
});

const clicks = capability('Clicks and affiliate links', {
  clickRepeatSeconds: integer('CLICK_REPEAT_SECONDS', {
    description:
      'a click on the same casino by the same client (its network, whatever its browser) within this many seconds of its counted click is a repeat: sent on, counted as filtered, on every server (see [docs/operations.md](docs/operations.md#the-click-report))',
    default: 30,
    minimum: 1,
    maximum: 86_400,
  }),
  clicksRetentionDays: integer('CLICKS_RETENTION_DAYS', {
    description:
      "days a counted click (`affiliate_clicks`: its click id, page, placement and the client's hash) is kept; the conversions the networks reported against it go with it, and one no click matched goes by its own time. Keep it longer than the networks pay for a click (revenue share runs for many months): a conversion that arrives after its click is gone is kept as unmatched. Every server deletes them once an hour, in batches (see [docs/operations.md](docs/operations.md#the-click-report)). Only clicks of days the earnings' daily rollup holds go, and their day's figures stay there, the earnings report's record of it. The daily counts (`affiliate_clicks_filtered`, `page_views`) and the rollup hold no personal data, and this setting deletes none of them",
    default: 400,
    minimum: 90,
    maximum: 3650,
  }),
});

const earnings = capability('Earnings: networks, postbacks and conversions', {
  postbackMaxAgeDays: integer('POSTBACK_MAX_AGE_DAYS', {
    description: 'a conversion (by postback or in a report file) that happened longer ago than this many days is refused: networks report within days, and an old one sent again is more likely a replay than news',
    default: 90,
    minimum: 1,
    maximum: 3650,
  }),
  postbackRateLimit: integer('POSTBACK_RATE_LIMIT', { description: "postbacks accepted per network and second on each server; more are refused with 429 and `Retry-After`, which networks honour by sending again", default: 5000, minimum: 1, maximum: 1_000_000 }),
});

const linkHealth = capability('Link health', {
  linkCheckHours: integer('LINK_CHECK_HOURS', {
    description: "hours between the scheduled checks of every casino's affiliate URL, one server of all running each (see [docs/operations.md](docs/operations.md#affiliate-link-health)); `0` checks only on demand (`npm run link-health`, the console)",
    default: 24,
    minimum: 0,
    maximum: 24 * 30,
  }),
  linkCheckTimeoutMs: integer('LINK_CHECK_TIMEOUT_MS', { description: "milliseconds within which each request of the link check must have its answer's headers, else the link counts as timed out", default: 5000, minimum: 100, maximum: 60_000 }),
  linkCheckHostIntervalMs: integer('LINK_CHECK_HOST_INTERVAL_MS', { description: 'the link check sends at most one request to a host per this many milliseconds', default: 1000, minimum: 10, maximum: 60_000 }),
  linkCheckConcurrency: integer('LINK_CHECK_CONCURRENCY', { description: 'links the link check follows at the same time (each host still at its interval)', default: 4, minimum: 1, maximum: 32 }),
  linkCheckAllowNetworks: Type.Transform(
    text('LINK_CHECK_ALLOW_NETWORKS', {
      description:
        'addresses and ranges (`10.1.2.0/24`, `fd00:1::/64`), comma-separated, that the link check may ask although they are not on the internet: an affiliate proxy inside your network. Unset, the check refuses this machine, private, link-local, CGNAT and metadata addresses, also behind a name or a redirect (see [docs/security.md](docs/security.md))',
      default: '',
    }),
  )
    .Decode(parseNetworks)
    .Encode((networks) => networks.join(',')),
  linkCheckCaFile: Type.Optional(location('LINK_CHECK_CA_FILE', { description: "a PEM file of certificate authorities the link check trusts besides the usual ones (a company proxy's); any other certificate it cannot verify is a broken link" })),
  linkCheckMailTo: Type.Optional(text('LINK_CHECK_MAIL_TO', { description: "the operator's address: a link check that finds links broken or changed mails it there (through the outbox); unset, no mail", pattern: '^[^\\s@]+@[^\\s@]+$', expected: 'a mail address' })),
});

const protection = capability('Limits and protection', {
  trustProxy: Type.Transform(text('TRUST_PROXY', { description: "which proxies' `X-Forwarded-*` headers (client address, HTTPS) to believe, as Fastify's `trustProxy`: a list of addresses, `true`, or `loopback`", default: 'loopback' }))
    .Decode((value): string | boolean => (value === 'true' ? true : value === 'false' ? false : value))
    .Encode((value) => String(value)),
  clientIpv6Prefix: integer('CLIENT_IPV6_PREFIX', {
    description: 'what one client is for every rate limit, click repeats and the clients of a canary: an IPv4 address, or an IPv6 address by this many leading bits (one subscriber is given a whole /64)',
    default: 64,
    minimum: 32,
    maximum: 128,
  }),
  renderRateLimit: integer('RENDER_RATE_LIMIT', { description: 'fresh page renders (cache misses, 404s) allowed per client and minute, on all servers together; `0` turns the limit off', default: 120, minimum: 0, maximum: 1_000_000 }),
  requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', { description: 'milliseconds within which the whole request, headers and body, must have arrived; else 408 and the socket is closed', default: 30_000, minimum: 1000, maximum: 600_000 }),
  headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', { description: 'milliseconds within which the request headers must have arrived', default: 10_000, minimum: 1000, maximum: 600_000 }),
  idleTimeoutMs: integer('IDLE_TIMEOUT_MS', { description: "milliseconds after which a connection with no traffic either way is closed (longer than keep-alive's 72 s, which load balancers expect)", default: 75_000, minimum: 1000, maximum: 3_600_000 }),
});

const observability = capability('Metrics and logs', {
  logLevel: Type.Union(
    [Type.Literal('fatal'), Type.Literal('error'), Type.Literal('warn'), Type.Literal('info'), Type.Literal('debug'), Type.Literal('trace'), Type.Literal('silent')],
    { env: 'LOG_LEVEL', description: 'pino log level', default: 'info' },
  ),
  metricsAllow: text('METRICS_ALLOW', {
    description: 'addresses that may read `/metrics` without `METRICS_TOKEN`: a comma-separated list of addresses and subnets (`10.0.0.0/8`), and `loopback`; empty: none (see [docs/operations.md](docs/operations.md#metrics))',
    default: 'loopback',
  }),
  metricsToken: Type.Optional(text('METRICS_TOKEN', { description: 'a bearer token with which a monitoring system reads `/metrics` from any address; it opens nothing else', ...TOKEN })),
});

/**
 * Every setting the server reads from the environment, defined once: its variable (`env`),
 * type, default, bounds, capability (`group`) and the text that documents it (`description`).
 * `ServerConfig` (core/config.ts) is derived from this schema, and so is docs/configuration.md
 * (`npm run docs:settings`; a test fails when the file is not what the schema gives). An empty
 * variable counts as unset. Settings whose default follows from another one (SITE_URL from
 * PORT, the folders from VAR_DIR) have none here: loadConfig fills them in.
 */
export const Settings = Type.Object({ ...server, ...database, ...pages, ...catalogue, ...adRules, ...releases, ...credentials, ...mail, ...clicks, ...earnings, ...linkHealth, ...protection, ...observability });

export type Settings = StaticDecode<typeof Settings>;

/** The environment variable a setting is read from. */
export const variableOf = (schema: TSchema): string => schema.env as string;

/** The capability a setting belongs to, the title of its table in docs/configuration.md. */
export const groupOf = (schema: TSchema): string => schema.group as string;
