import '../production-default';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { latestBuild } from '../active-versions';
import { loadConfig } from '../config';
import { packBuild } from '../releases/pack';
import type { AuditRow, CanaryRow, ReleaseRow } from '../releases/registry';
import { checkApp, ReleaseError } from '../releases/release-service';
import { existingAdminToken } from '../secrets';

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
Every command talks to a server's admin API: the one on this machine (port PORT, its admin
token), or --server <url> with the credential in RELEASE_TOKEN. release and check upload the
build (--from, or the app's newest build here).
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
  /** The server to talk to (a team's pipeline); without it, the server on this machine. */
  server?: string;
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
      server: { type: 'string' },
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
    server: values.server,
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
  /** Uploads the build; the server publishes it, then activates it or starts a canary when the request says so. */
  release(r: Request, goLive: boolean): Promise<{ version: string }>;
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
}

type History = { releases: ReleaseRow[]; canary: CanaryRow | null; audit: AuditRow[]; page: number; pages: number };

/** The build to upload: --from, or the app's newest build in this checkout, with what its build recorded beside it. */
async function buildToUpload(r: Request, appsRoot: string) {
  const dir = r.from ? path.resolve(r.from) : (await latestBuild(appsRoot, checkApp(r.app)).catch(() => null))?.dir;
  if (!dir) throw new ReleaseError(`no build of ${r.app} here: run npm run build first, or give --from <build folder>`);
  const provenance = JSON.parse(await readFile(`${dir}.build.json`, 'utf8').catch(() => 'null')) as { builtAt?: string; sourceCommit?: string | null } | null;
  return { dir, version: path.basename(dir), provenance };
}

/**
 * Every command is a call to a server's admin API, the same for this machine's server and a
 * remote one: `--server <url>` with the credential in RELEASE_TOKEN (a team's pipeline), or the
 * server on this machine (port PORT) with its admin token.
 */
async function serverBackend(r: Request): Promise<Backend> {
  const config = loadConfig();
  const base = (r.server ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
  if (r.server && !process.env.RELEASE_TOKEN) throw new ReleaseError('--server needs the credential in the environment variable RELEASE_TOKEN');
  const token = process.env.RELEASE_TOKEN || (await existingAdminToken(config.adminToken, config.varDir));
  if (!token) throw new ReleaseError(`no server has run on this machine yet (no admin token in ${config.varDir}): start one with npm start, or name one with --server <url>`);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object | Buffer) => {
    const gzip = Buffer.isBuffer(body);
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': gzip ? 'application/gzip' : 'application/json' } : {}) },
      body: gzip ? new Uint8Array(body) : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10 * 60 * 1000),
    }).catch((error: Error) => {
      throw new ReleaseError(`no server answers at ${base} (${(error.cause as Error | undefined)?.message ?? error.message}): start one with npm start, or name one with --server <url>`);
    });
    const answer = (await response.json().catch(() => ({ message: `the server answered ${response.status} without a JSON body` }))) as { message?: string; reasons?: string[]; refused?: boolean; progress?: string[] };
    for (const line of answer.progress ?? []) console.log(`  ${line}`);
    if (!response.ok) throw new ReleaseError(answer.message ?? `the server answered ${response.status}`, answer.reasons ?? [], answer.refused ?? false);
    return answer as never;
  };
  const step = (r: Request) => ({ reason: r.reason ?? 'release', actor: r.actor, force: r.force });
  return {
    release: async (r, goLive) => {
      const build = await buildToUpload(r, config.appsRoot);
      const query = new URLSearchParams({ actor: r.actor, ...(r.notes ? { notes: r.notes } : {}), ...(r.reason ? { reason: r.reason } : {}), ...(r.force ? { force: 'true' } : {}) });
      if (build.provenance?.builtAt) query.set('builtAt', build.provenance.builtAt);
      if (build.provenance?.sourceCommit) query.set('sourceCommit', build.provenance.sourceCommit);
      if (goLive && r.canary !== undefined) query.set('canary', String(r.canary));
      else if (goLive) query.set('activate', 'true');
      console.log(`  uploading ${r.app} ${build.version} to ${base}`);
      return call('PUT', `/admin/releases/${r.app}/versions/${encodeURIComponent(build.version)}?${query}`, await packBuild(build.dir));
    },
    check: (r, version) => call('POST', `/admin/releases/${r.app}/check`, { version }),
    activate: (r, version) => call('POST', `/admin/releases/${r.app}/activate`, { version, ...step(r) }),
    startCanary: (r, version, percent) => call('POST', `/admin/releases/${r.app}/canary`, { version, percent, ...step(r) }),
    promote: (r) => call('POST', `/admin/releases/${r.app}/promote`, { reason: r.reason, actor: r.actor }),
    abort: (r) => call('POST', `/admin/releases/${r.app}/abort`, { reason: r.reason, actor: r.actor }),
    rollback: (r) => call('POST', `/admin/releases/${r.app}/rollback`, step(r)),
    markBad: (r, version) => call('POST', `/admin/releases/${r.app}/mark-bad`, { version, reason: r.reason, actor: r.actor }),
    prune: (r) => call('POST', '/admin/releases/prune', { keep: r.keep, graceHours: r.graceHours, actor: r.actor }),
    history: (r) => call('GET', `/admin/releases/${r.app}${r.page ? `?page=${r.page}` : ''}`),
    verify: () => call('POST', '/admin/releases/verify', {}),
  };
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
  const backend = await serverBackend(request);
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
      const version = request.version ?? (await backend.release(request, false)).version;
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
    case 'release':
      await backend.release(request, request.activate);
      return 0;
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
