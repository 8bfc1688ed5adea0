import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './db/database';

/** The admin token: from the environment, or made once and kept in a file only the owner reads. */
export async function loadAdminToken(configured: string | undefined, varDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(varDir, 'admin-token');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const token = randomBytes(32).toString('base64url');
  await mkdir(varDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The admin token a server on this machine uses, without making one when there is none yet (a command only reads it). */
export async function existingAdminToken(configured: string | undefined, varDir: string): Promise<string | null> {
  if (configured) return configured;
  return (await readFile(path.join(varDir, 'admin-token'), 'utf8').catch(() => '')).trim() || null;
}

/** Compares in constant time, so response timing reveals nothing about the token. */
export function tokensMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A random value the server makes on first start and keeps in the database. */
export async function loadSetting(db: Database, key: string): Promise<string> {
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, randomBytes(32).toString('hex')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  return row!.value;
}
