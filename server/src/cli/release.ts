import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createApiResolver } from '../data/api-resolver';
import { CatalogCache } from '../data/catalog-cache';
import { openDatabase } from '../db/open-database';
import type { AuditRow, ReleaseRow } from '../releases/registry';
import { ReleaseError, ReleaseService } from '../releases/release-service';
import { loadAdminToken } from '../secrets';
import { loadSiteInfo } from '../site-info';

const USAGE = `Release manager's commands:
  npm run release  -- <app> [--reason "..."] [--notes "..."] [--from <build folder>] [--no-activate]
  npm run activate -- <app> <version> --reason "..."
  npm run rollback -- <app> --reason "..."
  npm run releases -- <app>
Apps: shell, reviews, guides, locations, newsletter.`;

type Command = 'release' | 'activate' | 'rollback' | 'releases';

interface Request {
  command: Command;
  app: string;
  version?: string;
  reason?: string;
  notes?: string;
  from?: string;
  activate: boolean;
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
      'no-activate': { type: 'boolean' },
    },
  });
  const [command, app, version] = positionals as [Command, string, string | undefined];
  if (!['release', 'activate', 'rollback', 'releases'].includes(command) || !app) throw new ReleaseError(USAGE);
  if ((command === 'activate' || command === 'rollback') && !values.reason) throw new ReleaseError(`${command} needs --reason "why"`);
  if (command === 'activate' && !version) throw new ReleaseError('activate needs the version to activate');
  return {
    command,
    app,
    version,
    reason: values.reason,
    notes: values.notes,
    from: values.from,
    activate: !values['no-activate'],
    actor: values.actor ?? process.env.USER ?? os.userInfo().username,
  };
}

/** The operations, carried out either on the database or by the running server. */
interface Backend {
  publish(r: Request): Promise<{ version: string }>;
  activate(r: Request, version: string): Promise<unknown>;
  rollback(r: Request): Promise<unknown>;
  history(r: Request): Promise<{ releases: ReleaseRow[]; audit: AuditRow[] }>;
  close(): Promise<void>;
}

function serviceBackend(service: ReleaseService, close: () => Promise<void>): Backend {
  const progress = (line: string) => console.log(`  ${line}`);
  return {
    publish: (r) => service.publish(r.app, { from: r.from, notes: r.notes, actor: r.actor }, progress),
    activate: (r, version) => service.activate(r.app, version, { reason: r.reason ?? 'release', actor: r.actor }, progress),
    rollback: (r) => service.rollback(r.app, { reason: r.reason!, actor: r.actor }, progress),
    history: (r) => service.history(r.app),
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
    const answer = (await response.json()) as { message?: string; reasons?: string[]; progress?: string[] };
    for (const line of answer.progress ?? []) console.log(`  ${line}`);
    if (!response.ok) throw new ReleaseError(answer.message ?? `server answered ${response.status}`, answer.reasons ?? []);
    return answer as never;
  };
  try {
    await fetch(`http://127.0.0.1:${port}/health`);
  } catch {
    return null;
  }
  return {
    publish: (r) => call('POST', `/admin/releases/${r.app}/publish`, { from: r.from, notes: r.notes, actor: r.actor }),
    activate: (r, version) => call('POST', `/admin/releases/${r.app}/activate`, { version, reason: r.reason ?? 'release', actor: r.actor }),
    rollback: (r) => call('POST', `/admin/releases/${r.app}/rollback`, { reason: r.reason, actor: r.actor }),
    history: (r) => call('GET', `/admin/releases/${r.app}`),
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

function printHistory(app: string, history: Awaited<ReturnType<Backend['history']>>) {
  console.log(`${app}: published versions (newest first)`);
  for (const r of history.releases) {
    console.log(`  ${r.active ? '*' : ' '} ${r.version}  ${r.createdAt} UTC  ${(Number(r.sizeBytes) / 1024).toFixed(0)} KB  by ${r.publishedBy}${r.notes ? `  "${r.notes}"` : ''}`);
  }
  console.log(`${app}: audit trail (newest first)`);
  for (const a of history.audit) {
    console.log(`    ${a.at} UTC  ${a.action}  ${a.fromVersion ?? '-'} → ${a.toVersion ?? '-'}  by ${a.actor}${a.reason ? `: ${a.reason}` : ''}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const request = parse(argv);
  const backend = await openBackend();
  try {
    if (request.command === 'releases') printHistory(request.app, await backend.history(request));
    else if (request.command === 'rollback') await backend.rollback(request);
    else if (request.command === 'activate') await backend.activate(request, request.version!);
    else {
      const { version } = await backend.publish(request);
      if (request.activate) await backend.activate(request, version);
    }
    return 0;
  } finally {
    await backend.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      for (const reason of error.reasons) console.error(`  - ${reason}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
