import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../core/db/database';

/**
 * The release store: each file of a published version in the database, addressed by the
 * SHA-256 of its bytes (table release_files). Every server gets a version's files from here,
 * whatever host it runs on; a file unchanged between versions is stored once.
 */

export const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/**
 * How many stored files one statement reads or writes. A version has hundreds of files: one
 * statement each made publishing or filling a server's cache hundreds of round trips to the
 * database (on another host, each one a network round trip; on the embedded one, each a parse
 * and plan); a batch keeps the bytes held at once to some megabytes.
 */
export const STORE_BATCH = 50;

/** `items` in slices of STORE_BATCH. */
export function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += STORE_BATCH) batches.push(items.slice(start, start + STORE_BATCH));
  return batches;
}

/** The hashes among `hashes` that the store does not hold yet. */
async function missingHashes(db: Queryable, hashes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(hashes)];
  if (!unique.length) return [];
  const held = await db.query<{ sha256: string }>('SELECT sha256 FROM release_files WHERE sha256 = ANY($1::text[])', [unique]);
  const present = new Set(held.map((row) => row.sha256));
  return unique.filter((hash) => !present.has(hash));
}

/** Stores files' bytes under their hashes (which the caller has checked), in one statement; a second copy is not kept. */
export async function storeContents(db: Queryable, rows: ReadonlyArray<readonly [hash: string, content: Uint8Array]>): Promise<void> {
  if (!rows.length) return;
  const values = rows.map((_, index) => `($${index * 3 + 1}, $${index * 3 + 2}, $${index * 3 + 3})`).join(', ');
  await db.query(
    `INSERT INTO release_files (sha256, size_bytes, content) VALUES ${values} ON CONFLICT (sha256) DO NOTHING`,
    rows.flatMap(([hash, content]) => [hash, content.length, content]),
  );
}

/**
 * Stores the files of a build folder (`files`: relative path → sha256) that the store lacks.
 * Each file is hashed again as it is read: a folder changed since it was fingerprinted is
 * refused, never stored under a hash its bytes do not have. Returns the bytes newly stored.
 */
export async function storeFiles(db: Queryable, dir: string, files: Record<string, string>): Promise<number> {
  const missing = new Set(await missingHashes(db, Object.values(files)));
  // One file for each missing hash; a batch of them goes in one statement (an embedded database
  // spends more on each statement than on its bytes).
  const toStore = Object.entries(files).filter(([, hash]) => missing.delete(hash));
  let stored = 0;
  for (const batch of inBatches(toStore)) {
    const rows: Array<[string, Buffer]> = [];
    for (const [file, hash] of batch) {
      const content = await readFile(path.join(dir, file));
      if (sha256(content) !== hash) throw new Error(`${file} changed while it was being published`);
      rows.push([hash, content]);
      stored += content.length;
    }
    await storeContents(db, rows);
  }
  return stored;
}

/** The stored bytes of these hashes, as the store holds them (callers check the hash); a hash it lacks is not in the map. */
export async function storedContents(db: Queryable, hashes: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(hashes)];
  const found = new Map<string, Buffer>();
  if (!unique.length) return found;
  const rows = await db.query<{ sha256: string; content: Uint8Array }>('SELECT sha256, content FROM release_files WHERE sha256 = ANY($1::text[])', [unique]);
  for (const { sha256: hash, content } of rows) found.set(hash, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  return found;
}

/** What reading a stored file found: it is there with the bytes its hash names, missing, or damaged. */
export type StoredState = 'ok' | 'missing' | 'damaged';

/** What the store's bytes for `hash` (undefined: none) are. */
export const storedState = (hash: string, content: Uint8Array | undefined): StoredState => (!content ? 'missing' : sha256(content) !== hash ? 'damaged' : 'ok');

/** What is wrong with `file` in the store, in words; null when nothing is. */
export function storeProblem(file: string, state: StoredState): string | null {
  if (state === 'missing') return `${file} is missing from the release store`;
  if (state === 'damaged') return `${file} is damaged in the release store (checksum)`;
  return null;
}

/**
 * What is wrong in the store with the files of a version: files it lacks, and stored files
 * whose bytes no longer have their hash. `checked` carries what earlier versions' checks found,
 * so a file many versions share is read once per verify.
 */
export async function storeProblems(db: Queryable, files: Record<string, string>, checked = new Map<string, StoredState>()): Promise<string[]> {
  const problems: string[] = [];
  const byHash = new Map<string, string>();
  for (const [file, hash] of Object.entries(files)) if (!byHash.has(hash)) byHash.set(hash, file);
  for (const batch of inBatches([...byHash.keys()].filter((hash) => !checked.has(hash)))) {
    const contents = await storedContents(db, batch);
    for (const hash of batch) checked.set(hash, storedState(hash, contents.get(hash)));
  }
  for (const [hash, file] of byHash) {
    const problem = storeProblem(file, checked.get(hash)!);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Removes stored files that no published version names; returns how many and their bytes. */
export async function dropUnusedFiles(tx: Queryable): Promise<{ files: number; bytes: number }> {
  const [dropped] = await tx.query<{ files: number; bytes: number }>(
    `WITH gone AS (
       DELETE FROM release_files WHERE sha256 NOT IN (
         SELECT DISTINCT used.hash FROM app_releases r, jsonb_each_text(r.files) AS used(file, hash) WHERE r.files IS NOT NULL)
       RETURNING size_bytes)
     SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::int AS bytes FROM gone`,
  );
  return dropped ?? { files: 0, bytes: 0 };
}

/** What the store holds: files and bytes. */
export async function storeSize(db: Queryable): Promise<{ files: number; bytes: number }> {
  const [size] = await db.query<{ files: number; bytes: number }>('SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::bigint::float8 AS bytes FROM release_files');
  return size ?? { files: 0, bytes: 0 };
}
