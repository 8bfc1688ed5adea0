import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { SHARED_LIBRARIES } from '@casino/shared';
import type { Queryable } from '../core/db/database';
import { folderContent } from './publish';

/** What a process renders apps with: the shared libraries' versions and the exact shared build. */
export interface Runtime {
  libraries: Record<string, string>;
  /** A checksum of @casino/shared's built files: the same version number can hide other content. */
  sharedFingerprint: string;
}

export interface ServerRuntime extends Runtime {
  host: string;
  pid: number;
}

/** The libraries this process renders with; a release must have been built against these. */
export function libraryVersions(): Record<string, string> {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return Object.fromEntries(SHARED_LIBRARIES.filter((library) => !library.versionOf).map(({ name }) => [name, version(name)]));
}

let own: Promise<Runtime> | null = null;

/** This process's runtime, computed once (the shared library's files do not change under it). */
export function ownRuntime(): Promise<Runtime> {
  own ??= folderContent(path.dirname(require.resolve('@casino/shared'))).then(({ checksum }) => ({
    libraries: libraryVersions(),
    sharedFingerprint: checksum.slice(0, 16),
  }));
  return own;
}

/** A server that has not reported for this long is taken to be gone. */
const STALE_AFTER_SECONDS = 90;
const HEARTBEAT_MS = 30_000;

/**
 * Records in the registry what this server renders with, and keeps the record fresh while
 * it runs, so the release gate (in another process, perhaps on another machine) checks
 * versions against what the servers really run. Returns a function that removes the record.
 */
export async function announceRuntime(db: Queryable, onError: (error: unknown) => void): Promise<() => Promise<void>> {
  const id = randomUUID();
  const runtime = await ownRuntime();
  await db.query("DELETE FROM server_runtimes WHERE seen_at < now() - interval '1 day'");
  await db.query(
    'INSERT INTO server_runtimes (id, host, pid, libraries, shared_fingerprint) VALUES ($1, $2, $3, $4, $5)',
    [id, hostname(), process.pid, JSON.stringify(runtime.libraries), runtime.sharedFingerprint],
  );
  const heartbeat = setInterval(() => {
    db.query('UPDATE server_runtimes SET seen_at = now() WHERE id = $1', [id]).catch(onError);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return async () => {
    clearInterval(heartbeat);
    await db.query('DELETE FROM server_runtimes WHERE id = $1', [id]).catch(onError);
  };
}

/** The servers that reported recently, and what they run. */
export function liveRuntimes(db: Queryable): Promise<ServerRuntime[]> {
  return db.query<ServerRuntime>(
    `SELECT host, pid, libraries, shared_fingerprint AS "sharedFingerprint" FROM server_runtimes
     WHERE seen_at > now() - make_interval(secs => $1) ORDER BY started_at`,
    [STALE_AFTER_SECONDS],
  );
}
