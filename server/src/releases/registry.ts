import type { Queryable } from '../core/db/database';
import type { ReleaseManifest } from './active-versions';
import { refusal } from '../core/steps/step-error';

export interface ReleaseRow {
  app: string;
  version: string;
  sizeBytes: number;
  notes: string | null;
  publishedBy: string;
  createdAt: string;
  active: boolean;
  /** Why the version was marked bad, when it was. */
  badReason: string | null;
}

export interface AuditRow {
  action: string;
  fromVersion: string | null;
  toVersion: string | null;
  actor: string;
  reason: string | null;
  at: string;
}

export const RELEASES_CHANNEL = 'releases_changed';

/** What the build recorded beside a version (dist/<version>.build.json): not part of its content. */
export interface BuildProvenance {
  sourceCommit: string | null;
  builtAt: string;
}

export async function registerRelease(
  db: Queryable,
  release: { manifest: ReleaseManifest; version: string; sizeBytes: number; checksum: string; files: Record<string, string>; notes?: string; actor: string; provenance: BuildProvenance | null },
): Promise<'new' | 'known'> {
  const { manifest } = release;
  const inserted = await db.query(
    `INSERT INTO app_releases (app, version, manifest, routes, shared, size_bytes, checksum, files, notes, published_by, provenance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (app, version) DO NOTHING RETURNING version`,
    [manifest.app, release.version, JSON.stringify(manifest), JSON.stringify(manifest.routes), JSON.stringify(manifest.shared),
      release.sizeBytes, release.checksum, JSON.stringify(release.files), release.notes ?? null, release.actor, release.provenance && JSON.stringify(release.provenance)],
  );
  if (inserted.length === 0) {
    const [existing] = await db.query<{ checksum: string }>('SELECT checksum FROM app_releases WHERE app = $1 AND version = $2', [manifest.app, release.version]);
    if (existing?.checksum !== release.checksum) throw refusal(`${manifest.app} ${release.version} is already published with other content; versions are immutable`);
    return 'known';
  }
  await db.query('INSERT INTO release_audit (app, action, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5)', [
    manifest.app, 'publish', release.version, release.actor, release.notes ?? null,
  ]);
  return 'new';
}

/** A version served to a share of visitors beside the active one. */
export interface CanaryRow {
  app: string;
  version: string;
  percent: number;
  startedAt: string;
}

export async function runningCanaries(db: Queryable): Promise<CanaryRow[]> {
  return db.query<CanaryRow>(
    `SELECT app, version, percent, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "startedAt" FROM app_canaries ORDER BY app`,
  );
}

/** Starts (or changes the share or version of) an app's canary and writes the audit line, in one transaction. */
export async function setCanary(tx: Queryable, entry: { app: string; version: string; percent: number; actor: string; reason: string }) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${entry.app}`]);
  const [active] = await tx.query<{ version: string }>('SELECT version FROM app_active_versions WHERE app = $1', [entry.app]);
  await tx.query(
    `INSERT INTO app_canaries (app, version, percent) VALUES ($1, $2, $3)
     ON CONFLICT (app) DO UPDATE SET version = EXCLUDED.version, percent = EXCLUDED.percent, started_at = now()`,
    [entry.app, entry.version, entry.percent],
  );
  await tx.query('INSERT INTO release_audit (app, action, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.app, 'canary', active?.version ?? null, entry.version, entry.actor, `${entry.percent} % of visitors: ${entry.reason}`,
  ]);
}

/**
 * Ends an app's canary and writes the audit line: `abort` drops it, `promote` is followed by
 * the caller's activation in the same transaction. Returns the canary that ran, or null.
 */
export async function endCanary(tx: Queryable, entry: { app: string; action: 'abort' | 'promote'; actor: string; reason: string }) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${entry.app}`]);
  const [canary] = await tx.query<{ version: string; percent: number }>('DELETE FROM app_canaries WHERE app = $1 RETURNING version, percent', [entry.app]);
  if (!canary) return null;
  if (entry.action === 'abort') {
    const [active] = await tx.query<{ version: string }>('SELECT version FROM app_active_versions WHERE app = $1', [entry.app]);
    await tx.query('INSERT INTO release_audit (app, action, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
      entry.app, 'abort', canary.version, active?.version ?? null, entry.actor, entry.reason.slice(0, 2000),
    ]);
  }
  return canary;
}

export async function activeVersions(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ app: string; version: string }>('SELECT app, version FROM app_active_versions');
  return new Map(rows.map((row) => [row.app, row.version]));
}

/** Each app's active version, since when it is active (its last activation, rollback or promotion) and when it was built. */
export async function activeSince(db: Queryable): Promise<Map<string, { version: string; since: Date; builtAt: Date | null }>> {
  const rows = await db.query<{ app: string; version: string; since: Date | string; builtAt: string | null }>(
    `SELECT a.app, a.version, a.activated_at AS since, r.provenance->>'builtAt' AS "builtAt"
     FROM app_active_versions a JOIN app_releases r ON r.app = a.app AND r.version = a.version`,
  );
  return new Map(rows.map((row) => [row.app, { version: row.version, since: new Date(row.since), builtAt: row.builtAt ? new Date(row.builtAt) : null }]));
}

/** A published version as the registry holds it: its manifest and the checksums of its files. */
export async function findPublished(db: Queryable, app: string, version: string) {
  const [row] = await db.query<{ manifest: ReleaseManifest; checksum: string; files: Record<string, string> | null; provenance: BuildProvenance | null; badReason: string | null }>(
    'SELECT manifest, checksum, files, provenance, bad_reason AS "badReason" FROM app_releases WHERE app = $1 AND version = $2',
    [app, version],
  );
  return row ?? null;
}

export function listReleases(db: Queryable, app: string): Promise<ReleaseRow[]> {
  return db.query<ReleaseRow>(
    `SELECT r.app, r.version, r.size_bytes::int AS "sizeBytes", r.notes, r.published_by AS "publishedBy",
       to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt", (a.version IS NOT NULL) AS active, r.bad_reason AS "badReason"
     FROM app_releases r LEFT JOIN app_active_versions a ON a.app = r.app AND a.version = r.version
     WHERE r.app = $1 ORDER BY r.created_at DESC, r.version`,
    [app],
  );
}

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit trail, newest first; page 1 is the newest. */
export async function auditTrail(db: Queryable, app: string, page = 1): Promise<{ entries: AuditRow[]; page: number; pages: number }> {
  const [{ total }] = (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM release_audit WHERE app = $1', [app])) as [{ total: number }];
  const entries = await db.query<AuditRow>(
    `SELECT action, from_version AS "fromVersion", to_version AS "toVersion", actor, reason,
       to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at
     FROM release_audit WHERE app = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [app, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE],
  );
  return { entries, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

/**
 * Where a rollback goes: the version that was active before the current one became active.
 * The trail is replayed as a stack: an activation (or a promoted canary) pushes the version it replaced, a rollback
 * pops it, so a second rollback goes one step further back instead of undoing the first.
 */
export async function rollbackTarget(db: Queryable, app: string): Promise<string | null> {
  const switches = await db.query<{ action: 'activate' | 'rollback' | 'promote'; fromVersion: string | null; toVersion: string }>(
    `SELECT action, from_version AS "fromVersion", to_version AS "toVersion" FROM release_audit
     WHERE app = $1 AND action IN ('activate', 'rollback', 'promote') ORDER BY id`,
    [app],
  );
  const before: string[] = [];
  for (const step of switches) {
    if (step.action === 'rollback') before.pop();
    else if (step.fromVersion && step.fromVersion !== step.toVersion) before.push(step.fromVersion);
  }
  return before.at(-1) ?? null;
}

/** Marks a version bad, with the audit line, in one transaction. */
export async function markBad(tx: Queryable, entry: { app: string; version: string; actor: string; reason: string }) {
  await tx.query('UPDATE app_releases SET bad_reason = $3 WHERE app = $1 AND version = $2', [entry.app, entry.version, entry.reason.slice(0, 2000)]);
  await tx.query('INSERT INTO release_audit (app, action, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5)', [
    entry.app, 'mark-bad', entry.version, entry.actor, entry.reason.slice(0, 2000),
  ]);
}

/**
 * The versions of an app that pruning keeps: the active one, the canary, the newest `keep`
 * published, and any that was active or a canary within `graceHours` (pages rendered with it
 * may still be open, or kept by a cache in front of the site, and load its scripts).
 */
export async function versionsToPrune(db: Queryable, app: string, keep: number, graceHours: number): Promise<string[]> {
  const rows = await db.query<{ version: string }>(
    `SELECT r.version FROM app_releases r
     WHERE r.app = $1
       AND r.version NOT IN (SELECT version FROM app_active_versions WHERE app = $1)
       AND r.version NOT IN (SELECT version FROM app_canaries WHERE app = $1)
       AND r.version NOT IN (SELECT version FROM app_releases WHERE app = $1 ORDER BY created_at DESC, version LIMIT $2)
       AND NOT EXISTS (
         SELECT 1 FROM release_audit t WHERE t.app = $1 AND t.at > now() - make_interval(hours => $3)
           AND (t.from_version = r.version OR (t.to_version = r.version AND t.action IN ('activate', 'rollback', 'promote', 'canary'))))
     ORDER BY r.created_at, r.version`,
    [app, keep, graceHours],
  );
  return rows.map((row) => row.version);
}

/** Removes versions from the registry, with one audit line naming them. */
export async function forgetVersions(tx: Queryable, entry: { app: string; versions: string[]; actor: string; reason: string }) {
  await tx.query('DELETE FROM app_releases WHERE app = $1 AND version = ANY($2::text[])', [entry.app, entry.versions]);
  await tx.query('INSERT INTO release_audit (app, action, actor, reason) VALUES ($1, $2, $3, $4)', [
    entry.app, 'prune', entry.actor, `${entry.reason}: ${entry.versions.join(', ')}`.slice(0, 2000),
  ]);
}

/** A line in the trail for what changed nothing live: a refusal, or damaged files put back. */
export async function recordEvent(db: Queryable, entry: { app: string; action: 'refuse' | 'restore' | 'preview'; version: string; actor: string; reason: string }) {
  await db.query('INSERT INTO release_audit (app, action, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5)', [
    entry.app, entry.action, entry.version, entry.actor, entry.reason.slice(0, 2000),
  ]);
}

/** The refusal of an activation of the version that is active already. */
export const alreadyActive = (app: string, version: string) => refusal(`${app} ${version} is already active; nothing changed`);

/**
 * Switches the active version and writes the audit line in one transaction. The version already
 * active is refused (also when another activation got there first), and the transaction with it.
 */
export async function setActive(tx: Queryable, entry: { app: string; version: string; actor: string; reason: string; action: 'activate' | 'rollback' | 'promote' }) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${entry.app}`]);
  const [current] = await tx.query<{ version: string }>('SELECT version FROM app_active_versions WHERE app = $1', [entry.app]);
  if (current?.version === entry.version) throw alreadyActive(entry.app, entry.version);
  await tx.query(
    `INSERT INTO app_active_versions (app, version) VALUES ($1, $2)
     ON CONFLICT (app) DO UPDATE SET version = EXCLUDED.version, activated_at = now()`,
    [entry.app, entry.version],
  );
  await tx.query('INSERT INTO release_audit (app, action, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.app, entry.action, current?.version ?? null, entry.version, entry.actor, entry.reason,
  ]);
  return current?.version ?? null;
}
