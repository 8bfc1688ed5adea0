import { createHash, randomBytes } from 'node:crypto';
import { isoMoment } from '../catalogue';
import type { Queryable } from '../core/db/database';

/**
 * The start of every credential's secret: secret scanners (and people) recognise a leaked one
 * by it. The rest is 32 random bytes.
 */
export const SECRET_PREFIX = 'cvrel_';

// Who acts is the step table's: the core checks it, this capability stores and issues it.
import type { Caller } from '../core/steps/caller';
export { EVERY, type Caller, type Grant } from '../core/steps/caller';

export interface CredentialRow {
  name: string;
  apps: string[];
  actions: string[];
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** Kept as the SHA-256 of the secret: a secret has 256 random bits, so no slow hash is needed to make a stolen table useless. */
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

const COLUMNS = `name, apps, actions, ${isoMoment('created_at')} AS "createdAt", created_by AS "createdBy",
  ${isoMoment('expires_at')} AS "expiresAt",
  ${isoMoment('revoked_at')} AS "revokedAt",
  ${isoMoment('last_used_at')} AS "lastUsedAt"`;

/** Makes a credential; returns its secret, which is not kept and cannot be shown again. Null when the name is taken. */
export async function createCredential(
  db: Queryable,
  entry: { name: string; apps: readonly string[]; actions: readonly string[]; expiresAt: Date; createdBy: string },
): Promise<string | null> {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const rows = await db.query(
    `INSERT INTO credentials (name, secret_sha256, apps, actions, expires_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (name) DO NOTHING RETURNING name`,
    [entry.name, digest(secret), [...entry.apps], [...entry.actions], entry.expiresAt.toISOString(), entry.createdBy],
  );
  return rows.length ? secret : null;
}

/**
 * The caller a secret names, if it is a credential that is neither revoked nor expired. Read
 * from the database on every call, so a revocation holds on every server at once.
 */
export async function callerOf(db: Queryable, secret: string): Promise<Caller | null> {
  if (!secret.startsWith(SECRET_PREFIX)) return null;
  const [row] = await db.query<{ name: string; apps: string[]; actions: string[] }>(
    `UPDATE credentials SET last_used_at = now() WHERE secret_sha256 = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING name, apps, actions`,
    [digest(secret)],
  );
  return row ? { name: row.name, grants: [{ apps: row.apps, actions: row.actions }] } : null;
}

export async function listCredentials(db: Queryable): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`SELECT ${COLUMNS} FROM credentials ORDER BY revoked_at IS NOT NULL, name`);
}

/** Revokes a credential by name; false when there is none of that name still in force. */
export async function revokeCredential(db: Queryable, name: string, by: string): Promise<boolean> {
  const rows = await db.query('UPDATE credentials SET revoked_at = now(), revoked_by = $2 WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name, by]);
  return rows.length > 0;
}
