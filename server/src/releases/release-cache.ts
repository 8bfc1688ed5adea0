import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../core/db/database';
import { folderContent, releaseDir } from './publish';
import { ReleaseError } from '../core/steps/step-error';
import { inBatches, sha256, storedContents, storedState, storeProblem } from './release-store';

/** Published files of a version: relative path → sha256. */
export type PublishedFiles = Record<string, string>;

const scratchName = (target: string) => `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Writes beside and renames over: a file being served or loaded is never seen half-written. */
async function writeAtomically(destination: string, content: Uint8Array) {
  await mkdir(path.dirname(destination), { recursive: true });
  const scratch = scratchName(destination);
  await writeFile(scratch, content);
  await rename(scratch, destination);
}

/**
 * Beside each version's folder, a digest of its stat signature as it was when last found
 * complete: a restarted server, another worker on the folder, or a server started on a copy of
 * the folder made with hard links trusts a version nothing touched since, as a running server
 * trusts its own check, instead of reading every file again (some 550 files in five versions).
 */
const signatureFile = (target: string) => `${target}.verified`;
const digestOf = (signature: string) => sha256(Buffer.from(signature));
const recordedDigest = (target: string) => readFile(signatureFile(target), 'utf8').catch(() => null);

const olderThanAnHour = async (file: string) => Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now()) > 3_600_000;

/**
 * Size and modification time of every published file, or null when one is missing: what changes
 * when a file is touched. The files are looked at all at once: one after the other, a version's
 * 550 files cost the server's thread some 25 ms of processor time (each await a round trip to
 * the file threads), at once under a third of it; a server does this every few seconds.
 */
async function statSignature(dir: string, files: PublishedFiles): Promise<string | null> {
  const names = Object.keys(files).sort();
  const infos = await Promise.all(names.map((file) => stat(path.join(dir, file)).catch(() => null)));
  if (infos.some((info) => !info?.isFile())) return null;
  return names.map((file, index) => `${file}:${infos[index]!.size}:${infos[index]!.mtimeMs}`).join('|');
}

/**
 * A server's local copy of published versions (RELEASES_DIR/<app>/<version>/): what it loads
 * server bundles from and serves assets from. The release store in the database is the truth;
 * this folder is only a cache of it. A version is written in whole under a scratch name and
 * renamed into place, each file checked against its hash; a missing or damaged file is
 * written again from the store, and a file that was not published is removed.
 */
export class ReleaseCache {
  /** The stat signature of each version as it was when last found complete: a cheap check that nothing changed since. */
  private readonly verified = new Map<string, string>();
  private readonly running = new Map<string, Promise<string[]>>();
  /** How many times files were written or removed in each version that was cached before (see ServerAppsCache). */
  private readonly repaired = new Map<string, number>();
  /**
   * Where a file of each content (sha256) lies in a version this cache found complete. A new
   * version of an app shares most of its files with the one before (only changed chunks are
   * new), so writing a version links those files instead of fetching and writing them again.
   */
  private readonly holders = new Map<string, string>();

  constructor(
    private readonly db: Queryable,
    readonly releasesDir: string,
  ) {}

  /**
   * How many times files of these versions were put back: it grows only when one of them was,
   * so the server bundles of a set are loaded afresh after a repair of their own files only.
   */
  repairsOf(versions: ReadonlyArray<{ app: string; version: string }>): number {
    return versions.reduce((sum, { app, version }) => sum + (this.repaired.get(`${app}/${version}`) ?? 0), 0);
  }

  dir(app: string, version: string): string {
    return releaseDir(this.releasesDir, app, version);
  }

  /** Resolves once the writes running now have ended: a closing server leaves no folder half written. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Makes the cached copy of a version hold exactly its published files. Returns the files it
   * had to write or remove (none: it was complete). A version checked before is only looked
   * at (size and time of each file) unless something changed; `thorough` re-reads every file.
   */
  ensure(app: string, version: string, files: PublishedFiles, { thorough = false } = {}): Promise<string[]> {
    const key = `${app}/${version}`;
    let run = this.running.get(key);
    if (!run) {
      run = this.bringUpToDate(app, version, files, thorough).finally(() => this.running.delete(key));
      this.running.set(key, run);
    }
    return run;
  }

  private async bringUpToDate(app: string, version: string, files: PublishedFiles, thorough: boolean): Promise<string[]> {
    const key = `${app}/${version}`;
    const target = this.dir(app, version);
    const before = await statSignature(target, files);
    if (!thorough && before !== null && (before === this.verified.get(key) || digestOf(before) === (await recordedDigest(target)))) {
      this.verified.set(key, before);
      this.hold(target, files);
      return [];
    }
    const present = await folderContent(target).catch(() => null);
    const written = present ? await this.repair(app, version, target, files, present.files) : await this.writeWhole(app, version, target, files);
    // A version cached before (or written whole while it was being served) may have failed a render: count it.
    if (written.length && (present || this.verified.has(key))) this.repaired.set(key, (this.repaired.get(key) ?? 0) + 1);
    const after = await statSignature(target, files);
    this.verified.set(key, after ?? '');
    if (after !== null) {
      await writeAtomically(signatureFile(target), Buffer.from(digestOf(after)));
      this.hold(target, files);
    }
    return written;
  }

  /**
   * A version not cached yet: all of it under a scratch name, then renamed into place. Files
   * another cached version holds with the same content are linked from there; the rest come
   * from the store.
   */
  private async writeWhole(app: string, version: string, target: string, files: PublishedFiles): Promise<string[]> {
    const scratch = scratchName(target);
    try {
      const entries = Object.entries(files);
      // Each folder made once: a version is some 550 files in a few dozen folders.
      for (const folder of new Set(entries.map(([file]) => path.dirname(path.join(scratch, file))))) await mkdir(folder, { recursive: true });
      const linked = await Promise.all(entries.map(([file, hash]) => this.linkHeld(hash, path.join(scratch, file))));
      for await (const [file, content] of this.fromStore(app, version, entries.filter((_, index) => !linked[index]))) await writeFile(path.join(scratch, file), content);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(scratch, target);
      return Object.keys(files);
    } catch (error) {
      await rm(scratch, { recursive: true, force: true });
      // Another server or worker on this folder wrote the same version at the same moment.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return this.repair(app, version, target, files, (await folderContent(target)).files);
      throw error;
    }
  }

  /** Remembers where the files of a complete version lie, for the versions written after it. */
  private hold(target: string, files: PublishedFiles): void {
    for (const [file, hash] of Object.entries(files)) this.holders.set(hash, path.join(target, file));
  }

  /**
   * Links the cached file with content `hash` to `destination`, and reads it there to be sure of
   * its bytes (a cached file can have been damaged since its version was checked): false when no
   * cached version holds it, or not as published. Cached files are only ever replaced (written
   * beside and renamed over), never written through, so a link never changes the other version.
   */
  private async linkHeld(hash: string, destination: string): Promise<boolean> {
    const holder = this.holders.get(hash);
    if (!holder) return false;
    if (!(await link(holder, destination).then(() => true, () => false))) {
      this.holders.delete(hash);
      return false;
    }
    if (sha256(await readFile(destination)) === hash) return true;
    this.holders.delete(hash);
    await rm(destination, { force: true });
    return false;
  }

  /** Puts back what differs from the published files, and removes what was never published. */
  private async repair(app: string, version: string, target: string, files: PublishedFiles, present: PublishedFiles): Promise<string[]> {
    const changed: string[] = [];
    const differing = Object.entries(files).filter(([file, hash]) => present[file] !== hash);
    for await (const [file, content] of this.fromStore(app, version, differing)) {
      await writeAtomically(path.join(target, file), content);
      changed.push(file);
    }
    for (const file of Object.keys(present)) {
      if (file in files || file.includes('.partial-')) continue;
      await rm(path.join(target, file), { force: true });
      changed.push(file);
    }
    return changed;
  }

  /** The bytes of `entries` (path, hash) from the store, a batch at a time, each checked against its hash. */
  private async *fromStore(app: string, version: string, entries: ReadonlyArray<[string, string]>): AsyncGenerator<[string, Buffer]> {
    for (const batch of inBatches(entries)) {
      const contents = await storedContents(this.db, batch.map(([, hash]) => hash));
      for (const [file, hash] of batch) {
        const content = contents.get(hash);
        const problem = storeProblem(file, storedState(hash, content));
        if (problem) throw new ReleaseError(`${app} ${version}: ${problem}`);
        yield [file, content!];
      }
    }
  }

  /** Removes the cached copy of a version no longer published, with its recorded check. */
  async remove(app: string, version: string): Promise<void> {
    const target = this.dir(app, version);
    await rm(target, { recursive: true, force: true });
    await rm(signatureFile(target), { force: true });
    this.verified.delete(`${app}/${version}`);
    for (const [hash, holder] of this.holders) if (holder.startsWith(`${target}${path.sep}`)) this.holders.delete(hash);
  }

  /**
   * Removes the cached copies of versions that are no longer published (pruned, on any
   * server), and scratch folders left by a write that was cut off an hour or more ago. The
   * folder is listed before the registry is asked: a version cached after that is not touched.
   */
  async forgetUnpublished(publishedNow: () => Promise<ReadonlyMap<string, ReadonlySet<string>>>): Promise<string[]> {
    const listed: Array<{ app: string; entry: string }> = [];
    for (const app of await readdir(this.releasesDir).catch(() => [] as string[])) {
      for (const entry of await readdir(path.join(this.releasesDir, app)).catch(() => [] as string[])) listed.push({ app, entry });
    }
    const published = await publishedNow();
    const removed: string[] = [];
    for (const { app, entry } of listed) {
      const name = entry.split('.partial-')[0]!;
      const scratch = entry !== name;
      const version = name.replace(/\.verified$/, '');
      if (scratch ? !(await olderThanAnHour(path.join(this.releasesDir, app, entry))) : published.get(app)?.has(version)) continue;
      await rm(path.join(this.releasesDir, app, entry), { recursive: true, force: true });
      // A version's signature file goes with it, unreported.
      if (!scratch && name !== version) continue;
      this.verified.delete(`${app}/${entry}`);
      removed.push(`${app}/${entry}`);
    }
    return removed;
  }
}
