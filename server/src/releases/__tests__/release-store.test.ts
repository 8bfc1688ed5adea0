import { createHash } from 'node:crypto';
import { readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { folderContent } from '../publish';
import { ReleaseCache } from '../release-cache';
import { storeLocalCopies } from '../store-local-copies';
import { releaseTestbed } from '../../test-kit/release-testbed';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

describe('the release store in the database', () => {
  // The server's own look at its files every few seconds is off: what is put back here, the step under test puts back.
  const bed = releaseTestbed({ fileCheckMs: 0 });
  const { admin, publish, activate } = bed;
  const db = () => bed.t.app.db;
  const storeSize = async () => (await db().query<{ files: number; bytes: number }>('SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::int AS bytes FROM release_files'))[0]!;
  const publishedFiles = async (app: string, version: string) =>
    (await db().query<{ files: Record<string, string> }>('SELECT files FROM app_releases WHERE app = $1 AND version = $2', [app, version]))[0]!.files;
  const cached = (app: string, version: string, file = '') => path.join(bed.t.config.releasesDir, app, version, file);
  /** A guides version with its own heading: only the files that hold the heading differ from the active one. */
  const guidesVersion = async (heading: string) => bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${heading}`] });
  /**
   * Damages a cached file as bit rot does, its size and times kept, written beside and renamed
   * over (the file may be a link to other versions' or test servers' copies); returns how to put
   * the bytes back.
   */
  const rot = async (file: string) => {
    const { atime, mtime } = await stat(file);
    const bytes = await readFile(file);
    const replace = async (content: Buffer) => {
      await writeFile(`${file}.rot`, content);
      await rename(`${file}.rot`, file);
      await utimes(file, atime, mtime);
    };
    await replace(Buffer.concat([Buffer.from('/*damaged*/'), bytes.subarray(11)]));
    return () => replace(bytes);
  };
  /** The version the first test publishes, which prune removes at the end. */
  let first = '';

  it('stores each file of a version once by its SHA-256, and a file two versions share once', async () => {
    const before = await storeSize();
    const activeVersion = (await bed.served()).guides!;
    const { dir, version } = await guidesVersion('Eins');
    first = version;
    const response = await publish('guides', dir);
    expect(response.statusCode).toBe(200);

    const [active, next] = [await publishedFiles('guides', activeVersion), await publishedFiles('guides', version)];
    const changed = Object.keys(next).filter((file) => next[file] !== active[file]);
    const newHashes = new Set(changed.map((file) => next[file]!));
    // The heading is in some files (and their compressed copies); everything else is shared with the active version.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(Object.keys(next).length / 4);
    const after = await storeSize();
    expect(after.files - before.files).toBe(newHashes.size);

    // Every stored file has the bytes its hash names, and they are the build's bytes.
    for (const file of changed) {
      const [row] = await db().query<{ content: Uint8Array }>('SELECT content FROM release_files WHERE sha256 = $1', [next[file]]);
      expect(sha256(row!.content)).toBe(next[file]);
      expect(Buffer.from(row!.content).equals(await readFile(path.join(dir, file)))).toBe(true);
    }
    // Published again: nothing new is stored.
    expect((await publish('guides', dir)).statusCode).toBe(200);
    expect(await storeSize()).toEqual(after);
  });

  it('writes a published version into the cache from the store, not from the build folder', async () => {
    const { dir, version } = await guidesVersion('Zwei');
    expect((await publish('guides', dir)).statusCode).toBe(200);
    await rm(dir, { recursive: true });
    await rm(cached('guides', version), { recursive: true });
    expect((await activate('guides', version)).statusCode).toBe(200);
    const page = await bed.t.app.inject('/guides/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Casino Ratgeber Zwei');
    const files = await publishedFiles('guides', version);
    for (const [file, hash] of Object.entries(files)) expect(sha256(await readFile(cached('guides', version, file)))).toBe(hash);
  });

  it('puts back a deleted cached version while serving it: assets and pages not rendered yet answer as published', async () => {
    const version = (await bed.served()).guides!;
    const files = await publishedFiles('guides', version);
    const script = Object.keys(files).find((file) => /^browser\/\d+\.js$/.test(file))!;
    await rm(cached('guides', version), { recursive: true });

    const asset = await bed.t.app.inject(`/_mf/guides/${version}/${script.slice('browser/'.length)}`);
    expect(asset.statusCode).toBe(200);
    expect(sha256(asset.rawPayload)).toBe(files[script]);
    await rm(cached('guides', version), { recursive: true });
    // A guide page no request has rendered yet loads server chunks from the deleted folder.
    const page = await bed.t.app.inject('/en/guides/casino-payment-methods');
    expect(page.statusCode).toBe(200);
  });

  it('verify checks store and cache: a damaged cached file is put back, a damaged stored file is named', async () => {
    const version = (await bed.served()).guides!;
    const files = await publishedFiles('guides', version);
    const script = Object.keys(files).find((file) => /^browser\/\d+\.js$/.test(file))!;
    // Damaged with its size and times kept: verify reads every file.
    await rot(cached('guides', version, script));
    const verified = (await admin('POST', '/admin/releases/verify', {})).json<{ damaged: unknown[]; restored: unknown[] }>();
    expect(verified).toMatchObject({ damaged: [], restored: [{ app: 'guides', version, files: [script] }] });
    expect(sha256(await readFile(cached('guides', version, script)))).toBe(files[script]);

    const other = Object.keys(files).find((file) => /^server\/\d+\.js$/.test(file))!;
    const original = await readFile(cached('guides', version, other));
    await db().query("UPDATE release_files SET content = convert_to('tampered', 'UTF8') WHERE sha256 = $1", [files[other]]);
    try {
      const damaged = (await admin('POST', '/admin/releases/verify', {})).json<{ damaged: Array<{ app: string; version: string; problems: string[] }> }>().damaged;
      expect(damaged).toContainEqual({ app: 'guides', version, problems: [`${other} is damaged in the release store (checksum)`] });
      // A cache that needs that file cannot be written from the store, and says why.
      await rm(cached('guides', version, other));
      const refused = await admin('POST', '/admin/releases/guides/check', { version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`guides ${version}: ${other} is damaged in the release store (checksum)`);
    } finally {
      await db().query('UPDATE release_files SET content = $2 WHERE sha256 = $1', [files[other], original]);
    }
  });

  it('a restarted server trusts the check recorded beside each version until a file is touched; verify reads every file', async () => {
    const version = (await bed.served()).guides!;
    const files = await publishedFiles('guides', version);
    const script = Object.keys(files).find((file) => /^browser\/\d+\.js$/.test(file))!;
    const file = cached('guides', version, script);
    const bytes = await readFile(file);
    // Written beside and renamed over: the file may be a link to the other test servers' copy.
    const replace = async (content: Buffer) => {
      await writeFile(`${file}.new`, content);
      await rename(`${file}.new`, file);
    };
    // A whole second: a time set again later is then exactly the same.
    const second = new Date('2026-11-01T12:00:00Z');
    await replace(bytes);
    await utimes(file, second, second);
    await new ReleaseCache(db(), bed.t.config.releasesDir).ensure('guides', version, files);
    // Damaged with size and time kept: a new process on this folder (a restart, another worker)
    // does not read the files again, as the running server does not.
    const damaged = Buffer.concat([Buffer.from('/*damaged*/'), bytes.subarray(11)]);
    await replace(damaged);
    await utimes(file, second, second);
    expect(await new ReleaseCache(db(), bed.t.config.releasesDir).ensure('guides', version, files)).toEqual([]);
    expect(await readFile(file)).toEqual(damaged);
    expect(await new ReleaseCache(db(), bed.t.config.releasesDir).ensure('guides', version, files, { thorough: true })).toEqual([script]);
    // Touched since the check (a new time): a new process reads every file and puts back what differs.
    await replace(damaged);
    expect(await new ReleaseCache(db(), bed.t.config.releasesDir).ensure('guides', version, files)).toEqual([script]);
    expect(sha256(await readFile(file))).toBe(files[script]);
  });

  it('prune lets go of the stored files no kept version names, and of their cached copies', async () => {
    const before = await storeSize();
    const pruned = await admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 0, actor: 'test' });
    expect(pruned.statusCode).toBe(200);
    const { freed } = pruned.json<{ freed: { files: number; bytes: number } }>();
    expect(freed.files).toBeGreaterThan(0);
    expect(await storeSize()).toEqual({ files: before.files - freed.files, bytes: before.bytes - freed.bytes });
    const orphans = await db().query(
      `SELECT sha256 FROM release_files WHERE sha256 NOT IN (SELECT used.hash FROM app_releases r, jsonb_each_text(r.files) AS used(file, hash))`,
    );
    expect(orphans).toEqual([]);
    expect(await stat(cached('guides', first)).catch(() => null)).toBeNull();
    expect(await stat(`${cached('guides', first)}.verified`).catch(() => null)).toBeNull();
  });

  it('stores the files of versions published before the store from this server\'s folder at start', async () => {
    const version = (await bed.served()).reviews!;
    const files = await publishedFiles('reviews', version);
    const own = await db().query<{ sha256: string }>(
      `SELECT sha256 FROM release_files WHERE sha256 = ANY($1::text[])
       AND sha256 NOT IN (SELECT used.hash FROM app_releases r, jsonb_each_text(r.files) AS used(file, hash) WHERE r.app <> 'reviews')`,
      [Object.values(files)],
    );
    await db().query('DELETE FROM release_files WHERE sha256 = ANY($1::text[])', [own.map((row) => row.sha256)]);
    const lines: string[] = [];
    await storeLocalCopies(db(), bed.t.app.releases.cache, (line) => lines.push(line));
    expect(lines).toEqual([`stored ${Object.values(files).filter((hash) => own.some((row) => row.sha256 === hash)).length} file(s) of earlier versions from this server's folder in the release store`]);
    expect((await admin('POST', '/admin/releases/verify', {})).json().damaged).toEqual([]);
  });

  // Last in this suite: the release notice of its publish makes the server reload its served
  // versions a moment later, which would race a later test that deletes the active version's folder.
  it('caches a new version by linking the files a cached version holds (each read to check it), writing only the rest', async () => {
    const activeVersion = (await bed.served()).guides!;
    const active = await publishedFiles('guides', activeVersion);
    const { dir, version } = await guidesVersion('Drei');
    const { files } = await folderContent(dir);
    const shared = Object.keys(files).filter((file) => files[file] === active[file]);
    // One shared file of the active version damaged with its size and time kept: its version is still trusted by a look.
    const rotten = shared.find((file) => /^browser\/\d+\.js$/.test(file))!;
    const putBack = await rot(cached('guides', activeVersion, rotten));
    try {
      expect((await publish('guides', dir)).statusCode).toBe(200);
      const sameFile = async (file: string) => (await stat(cached('guides', version, file))).ino === (await stat(cached('guides', activeVersion, file))).ino;
      expect(await Promise.all(shared.filter((file) => file !== rotten).map(sameFile))).not.toContain(false);
      expect(await Promise.all(Object.keys(files).filter((file) => !shared.includes(file)).map((file) => stat(cached('guides', version, file)).then((info) => info.nlink)))).not.toContain(2);
      // The damaged copy is not taken over: the new version has the published bytes, from the store.
      expect(await sameFile(rotten)).toBe(false);
      for (const [file, hash] of Object.entries(files)) expect(sha256(await readFile(cached('guides', version, file)))).toBe(hash);
    } finally {
      await putBack();
    }
  });
});

describe('a second server with nothing but the database', { skip: !canShareDatabase && 'two servers share a database only on PostgreSQL (set DATABASE_URL)' }, () => {
  const bed = releaseTestbed();
  let second: TestApp;
  before(async () => {
    second = await createTestApp({}, {}, bed.t);
  });
  after(() => second?.close());

  it('serves every page and asset from its own cache, written from the store', async () => {
    for (const url of ['/', '/en/reviews', '/guides/']) expect((await second.app.inject(url)).statusCode).toBe(200);
    const version = (await bed.served()).shell!;
    const manifest = JSON.parse(await readFile(path.join(second.config.releasesDir, 'shell', version, 'release.json'), 'utf8'));
    const entry = manifest.browser.scripts[0] as string;
    const [own, theirs] = await Promise.all([bed.t.app.inject(`/_mf/shell/${version}/${entry}`), second.app.inject(`/_mf/shell/${version}/${entry}`)]);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('caches a version as soon as it is published on the other server, and drops it when it is pruned there', async () => {
    const initial = (await bed.served()).guides!;
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Zwei'] });
    expect((await bed.publish('guides', dir)).statusCode).toBe(200);
    const copy = path.join(second.config.releasesDir, 'guides', version);
    expect(await within(1000, async () => Boolean(await stat(copy).catch(() => null)))).not.toBeNull();
    expect((await bed.activate('guides', version)).statusCode).toBe(200);
    expect(await within(1000, async () => (await second.app.inject('/guides/')).body.includes('Casino Ratgeber Zwei'))).not.toBeNull();

    // Back to the first version, with a newer one published: pruning to one kept version removes the second.
    expect((await bed.publish('guides', (await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Drei'] })).dir)).statusCode).toBe(200);
    expect((await bed.activate('guides', initial)).statusCode).toBe(200);
    const pruned = await bed.admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 0, actor: 'test' });
    expect(pruned.json().pruned).toEqual([{ app: 'guides', versions: [version] }]);
    expect(await within(1000, async () => !(await stat(copy).catch(() => null)))).not.toBeNull();
    expect(await within(1000, async () => !(await stat(`${copy}.verified`).catch(() => null)))).not.toBeNull();
  });
});
