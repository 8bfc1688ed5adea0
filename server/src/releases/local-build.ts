import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { latestBuild } from './active-versions';
import { loadConfig } from '../core/config';
import type { AdminClient, CliArgs } from '../core/steps/step';
import { packBuild } from './pack';
import { checkApp, ReleaseError } from '../core/steps/step-error';

/** The build to upload: --from, or the app's newest build in this checkout, with what its build recorded beside it. */
async function buildToUpload(app: string, from: string | undefined) {
  const dir = from ? path.resolve(from) : (await latestBuild(loadConfig().appsRoot, checkApp(app)).catch(() => null))?.dir;
  if (!dir) throw new ReleaseError(`no build of ${app} here: run npm run build first, or give --from <build folder>`);
  const provenance = JSON.parse(await readFile(`${dir}.build.json`, 'utf8').catch(() => 'null')) as { builtAt?: string; sourceCommit?: string | null } | null;
  return { dir, version: path.basename(dir), provenance };
}

/**
 * Uploads the app's build (--from, or its newest build here) as a gzip-compressed tar archive;
 * the server publishes it and, with `goLive`, activates it or starts the canary the command asks for.
 */
export async function uploadBuild(args: CliArgs, client: AdminClient, goLive: boolean): Promise<{ version: string }> {
  const { app, reason, notes, force, canary } = args.input;
  const from = args.options.from;
  const build = await buildToUpload(String(app), typeof from === 'string' ? from : undefined);
  const input = {
    app,
    version: build.version,
    reason,
    notes,
    force,
    builtAt: build.provenance?.builtAt || undefined,
    sourceCommit: build.provenance?.sourceCommit || undefined,
    ...(goLive ? (canary === undefined ? { activate: true } : { canary }) : {}),
  };
  console.log(`  uploading ${String(app)} ${build.version} to ${client.base}`);
  return client.request('publish', input, await packBuild(build.dir));
}
