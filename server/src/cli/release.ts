import '../production-default';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createApiResolver } from '../data/api-resolver';
import { CatalogCache } from '../data/catalog-cache';
import { openDatabase } from '../db/open-database';
import type { AuditRow, CanaryRow, ReleaseRow } from '../releases/registry';
import { checkApp, ReleaseError, ReleaseService } from '../releases/release-service';
import { loadAdminToken } from '../secrets';
import { loadSiteInfo } from '../site-info';

const USAGE = `Release manager's commands:
  npm run release  -- <app> [--reason "..."] [--notes "..."] [--from <build folder>] [--no-activate | --canary <percent>]
  npm run check    -- <app> [<version>] [--from <build folder>]
  npm run activate -- <app> <version> --reason "..." [--canary <percent>] [--force]
  npm run promote  -- <app> --reason "..."    (the app's canary becomes active for every visitor)
  npm run abort    -- <app> --reason "..."    (ends the app's canary)
  npm run rollback -- <app> --reason "..."
  npm run releases -- <app> [--page <n>]
  npm run mark-bad -- <app> <version> --reason "..."   (refused from then on, unless --force)
  npm run prune    -- [--keep <n>] [--grace-hours <h>]  (removes old versions; default: keep 5, 24 h)
  npm run verify
Apps: shell, reviews, guides, locations, newsletter.`;

const COMMANDS = ['release', 'check', 'activate', 'promote', 'abort', 'rollback', 'releases', 'mark-bad', 'prune', 'verify'] as const;
type Command = (typeof COMMANDS)[number];

/** A refusal (the gate, nothing to roll back to, no canary...), or damaged files: the command did its job and the answer is no. */
const EXIT_REFUSED = 1;
/** The command could not be carried out (wrong usage, unknown app, database away...). */
const EXIT_ERROR = 2;

interface Request {
  command: Command;
  app: string;
  version?: string;
  reason?: string;
  notes?: string;
  from?: string;
  page?: number;
  activate: boolean;
  /** Serve the version to this share of visitors instead of activating it for all. */
  canary?: number;
  /** Go ahead with a version marked bad. */
  force: boolean;
  keep: number;
  graceHours: number;
  actor: string;
}

function parse(argv: string[]): Request {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      notes: { type: 'string' },
      from: { type: 'string' },
      actor: { type: 'string' },
      page: { type: 'string' },
      canary: { type: 'string' },
      force: { type: 'boolean' },
      keep: { type: 'string', default: '5' },
      'grace-hours': { type: 'string', default: '24' },
      'no-activate': { type: 'boolean' },
    },
  });
  const [command, app = '', version] = positionals as [Command, string | undefined, string | undefined];
  if (!COMMANDS.includes(command) || (!app && command !== 'verify' && command !== 'prune')) throw new ReleaseError(USAGE);
  // Every usage error is found before the database is opened: a mistyped command creates nothing.
  if (app) checkApp(app);
  const keep = Number(values.keep);
  const graceHours = Number(values['grace-hours']);
  if (!(Number.isInteger(keep) && keep >= 1) || !(Number.isInteger(graceHours) && graceHours >= 0)) throw new ReleaseError('--keep needs 1 or more versions and --grace-hours 0 or more hours');
  if (command === 'mark-bad' && !version) throw new ReleaseError('mark-bad needs the version');
  if (values.force && !values.reason) throw new ReleaseError('--force needs --reason "why"');
  const page = values.page === undefined ? undefined : Number(values.page);
  if (page !== undefined && !(Number.isInteger(page) && page >= 1)) throw new ReleaseError('--page needs a page number (1 is the newest)');
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new ReleaseError('--canary needs the share of visitors, a whole percentage from 1 to 99');
  if (canary !== undefined && values['no-activate']) throw new ReleaseError('--canary and --no-activate contradict each other');
  if (['activate', 'promote', 'abort', 'rollback', 'mark-bad'].includes(command) && !values.reason) throw new ReleaseError(`${command} needs --reason "why"`);
  if (command === 'activate' && !version) throw new ReleaseError('activate needs the version to activate');
  return {
    command,
    app,
    version,
    reason: values.reason,
    notes: values.notes,
    from: values.from,
    page,
    activate: !values['no-activate'],
    canary,
    force: values.force === true,
    keep,
    graceHours,
    actor: values.actor ?? process.env.USER ?? os.userInfo().username,
  };
}

/** The operations, carried out either on the database or by the running server. */
interface Backend {
  publish(r: Request): Promise<{ version: string }>;
  check(r: Request, version: string): Promise<{ reasons: string[] }>;
  activate(r: Request, version: string): Promise<unknown>;
  startCanary(r: Request, version: string, percent: number): Promise<unknown>;
  promote(r: Request): Promise<unknown>;
  abort(r: Request): Promise<unknown>;
  rollback(r: Request): Promise<unknown>;
  markBad(r: Request, version: string): Promise<unknown>;
  prune(r: Request): Promise<{ pruned: Array<{ app: string; versions: string[] }> }>;
  history(r: Request): Promise<History>;
  verify(): Promise<{ damaged: Array<{ app: string; version: string; problems: string[] }> }>;
  close(): Promise<void>;
}

type History = { releases: ReleaseRow[]; canary: CanaryRow | null; audit: AuditRow[]; page: number; pages: number };

function serviceBackend(service: ReleaseService, close: () => Promise<void>): Backend {
  const progress = (line: string) => console.log(`  ${line}`);
  return {
    publish: (r) => service.publish(r.app, { from: r.from, notes: r.notes, actor: r.actor }, progress),
    check: async (r, version) => ({ reasons: await service.check(r.app, version, progress) }),
    activate: (r, version) => service.activate(r.app, version, { reason: r.reason ?? 'release', actor: r.actor, force: r.force }, progress),
    startCanary: (r, version, percent) => service.startCanary(r.app, version, { percent, reason: r.reason ?? 'release', actor: r.actor, force: r.force }, progress),
    promote: (r) => service.promote(r.app, { reason: r.reason!, actor: r.actor }, progress),
    abort: (r) => service.abort(r.app, { reason: r.reason!, actor: r.actor }, progress),
    rollback: (r) => service.rollback(r.app, { reason: r.reason!, actor: r.actor, force: r.force }, progress),
    markBad: (r, version) => service.markBad(r.app, version, { reason: r.reason!, actor: r.actor }, progress),
    prune: (r) => service.prune({ keep: r.keep, graceHours: r.graceHours, actor: r.actor }, progress),
    history: (r) => service.history(r.app, r.page),
    verify: () => service.verify(progress),
    close,
  };
}

/** The embedded database belongs to the running server: ask it, or return null when none runs. */
async function serverBackend(port: number, token: string): Promise<Backend | null> {
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as { message?: string; reasons?: string[]; refused?: boolean; progress?: string[] };
    for (const line of answer.progress ?? []) console.log(`  ${line}`);
    if (!response.ok) throw new ReleaseError(answer.message ?? `server answered ${response.status}`, answer.reasons ?? [], answer.refused ?? false);
    return answer as never;
  };
  try {
    await fetch(`http://127.0.0.1:${port}/health`);
  } catch {
    return null;
  }
  return {
    publish: (r) => call('POST', `/admin/releases/${r.app}/publish`, { from: r.from, notes: r.notes, actor: r.actor }),
    check: (r, version) => call('POST', `/admin/releases/${r.app}/check`, { version }),
    activate: (r, version) => call('POST', `/admin/releases/${r.app}/activate`, { version, reason: r.reason ?? 'release', actor: r.actor, force: r.force }),
    startCanary: (r, version, percent) => call('POST', `/admin/releases/${r.app}/canary`, { version, percent, reason: r.reason ?? 'release', actor: r.actor, force: r.force }),
    promote: (r) => call('POST', `/admin/releases/${r.app}/promote`, { reason: r.reason, actor: r.actor }),
    abort: (r) => call('POST', `/admin/releases/${r.app}/abort`, { reason: r.reason, actor: r.actor }),
    rollback: (r) => call('POST', `/admin/releases/${r.app}/rollback`, { reason: r.reason, actor: r.actor, force: r.force }),
    markBad: (r, version) => call('POST', `/admin/releases/${r.app}/mark-bad`, { version, reason: r.reason, actor: r.actor }),
    prune: (r) => call('POST', '/admin/releases/prune', { keep: r.keep, graceHours: r.graceHours, actor: r.actor }),
    history: (r) => call('GET', `/admin/releases/${r.app}${r.page ? `?page=${r.page}` : ''}`),
    verify: () => call('POST', '/admin/releases/verify', {}),
    close: async () => undefined,
  };
}

async function openBackend(): Promise<Backend> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const viaServer = await serverBackend(config.port, await loadAdminToken(config.adminToken, config.varDir));
    if (viaServer) return viaServer;
  }
  const db = await openDatabase(config);
  const cache = new CatalogCache(db);
  await cache.load();
  const service = new ReleaseService(db, {
    appsRoot: config.appsRoot,
    releasesDir: config.releasesDir,
    siteUrl: config.siteUrl,
    site: await loadSiteInfo(config.operatorFile),
    resolveApi: createApiResolver(cache, db, { error: (object, message) => console.error(message, object) }),
  });
  return serviceBackend(service, () => db.close());
}

function printHistory(app: string, history: History) {
  console.log(`${app}: published versions (newest first)`);
  for (const r of history.releases) {
    console.log(`  ${r.active ? '*' : ' '} ${r.version}  ${r.createdAt} UTC  ${(Number(r.sizeBytes) / 1024).toFixed(0)} KB  by ${r.publishedBy}${r.notes ? `  "${r.notes}"` : ''}${r.badReason ? `  BAD: ${r.badReason}` : ''}`);
  }
  if (history.canary) console.log(`${app}: canary ${history.canary.version} for ${history.canary.percent} % of visitors since ${history.canary.startedAt} UTC`);
  console.log(`${app}: audit trail (newest first), page ${history.page} of ${history.pages}`);
  for (const a of history.audit) {
    console.log(`    ${a.at} UTC  ${a.action}  ${a.fromVersion ?? '-'} → ${a.toVersion ?? '-'}  by ${a.actor}${a.reason ? `: ${a.reason}` : ''}`);
  }
  if (history.page < history.pages) console.log(`  older entries: npm run releases -- ${app} --page ${history.page + 1}`);
}

function printRefusal(what: string, reasons: readonly string[]) {
  console.error(what);
  for (const reason of reasons) console.error(`  - ${reason}`);
}

/** Activates the version, or with --canary serves it to that share of visitors. */
const goLive = (backend: Backend, request: Request, version: string) =>
  request.canary === undefined ? backend.activate(request, version) : backend.startCanary(request, version, request.canary);

async function main(argv: string[]): Promise<number> {
  const request = parse(argv);
  const backend = await openBackend();
  try {
    switch (request.command) {
      case 'releases':
        printHistory(request.app, await backend.history(request));
        return 0;
      case 'verify': {
        const { damaged } = await backend.verify();
        if (!damaged.length) return 0;
        printRefusal('damaged releases (publishing the same build again puts back what the store lost):', damaged.map((d) => `${d.app} ${d.version}: ${d.problems.join('; ')}`));
        return EXIT_REFUSED;
      }
      case 'check': {
        const version = request.version ?? (await backend.publish(request)).version;
        const { reasons } = await backend.check(request, version);
        if (!reasons.length) return console.log(`${request.app} ${version} passes the gate (nothing was activated)`), 0;
        printRefusal(`${request.app} ${version} would be refused:`, reasons);
        return EXIT_REFUSED;
      }
      case 'rollback':
        await backend.rollback(request);
        return 0;
      case 'promote':
        await backend.promote(request);
        return 0;
      case 'mark-bad':
        await backend.markBad(request, request.version!);
        return 0;
      case 'prune': {
        const { pruned } = await backend.prune(request);
        if (!pruned.length) console.log('nothing to prune');
        return 0;
      }
      case 'abort':
        await backend.abort(request);
        return 0;
      case 'activate':
        await goLive(backend, request, request.version!);
        return 0;
      case 'release': {
        const { version } = await backend.publish(request);
        if (request.activate) await goLive(backend, request, version);
        return 0;
      }
    }
  } finally {
    await backend.close();
  }
}

/** Errors are one line each, never a stack trace: this is a tool for people, not a crash report. */
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReleaseError && error.refused) {
      if (error.reasons.length) printRefusal(error.message, error.reasons);
      else console.error(error.message);
      process.exit(EXIT_REFUSED);
    }
    console.error(error instanceof ReleaseError ? error.message : `error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT_ERROR);
  },
);
