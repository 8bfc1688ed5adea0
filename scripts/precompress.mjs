// Each file's brotli and gzip copies, made once at build time so the server only sends them.
// The gzip copy comes from Zopfli: still gzip, which every browser reads, but about 3 % smaller
// than zlib's best (some 4 KB of a page's first-load JavaScript). Zopfli is slow (about 3 s of
// one core per app), so each copy is kept in a cache under node_modules/.cache by the hash of
// what it compresses: a chunk that did not change since an earlier build, in this folder or in
// one whose packages were copied from it, is not compressed again. Both compressors give the
// same bytes for the same input, so a cached copy is the copy a new run would make.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const COMPRESSIBLE = /\.(js|json|css|svg)$/;
/** Entries no build has used for this long are removed (a build uses about 200 entries). */
const CACHE_DAYS = 30;
const brotli = promisify(zlib.brotliCompress);

const ENCODINGS = {
  br: (content) => brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  // Its defaults, asked for by an empty object: without one the library prints an assertion per file.
  gz: (content) => zopfliGzip(content, {}),
};

/** Writes `<file>.br` and `<file>.gz` beside every compressible file in `files` (paths under `dir`). */
export async function precompress(dir, files, cacheDir) {
  await fs.mkdir(cacheDir, { recursive: true });
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const content = await fs.readFile(full);
    const key = createHash('sha256').update(content).digest('hex');
    for (const [suffix, compress] of Object.entries(ENCODINGS)) {
      await fs.writeFile(`${full}.${suffix}`, await cached(path.join(cacheDir, `${key}.${suffix}`), () => compress(content)));
    }
  }
  await removeUnused(cacheDir);
}

async function cached(entry, make) {
  const hit = await fs.readFile(entry).catch(() => null);
  if (hit) {
    const now = new Date();
    await fs.utimes(entry, now, now).catch(() => undefined);
    return hit;
  }
  const made = Buffer.from(await make());
  // Another build may write the same entry at the same time: each writes its own file, then renames.
  const partial = `${entry}.${process.pid}.partial`;
  await fs.writeFile(partial, made);
  await fs.rename(partial, entry);
  return made;
}

async function removeUnused(cacheDir) {
  const oldest = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const entry of await fs.readdir(cacheDir)) {
    const full = path.join(cacheDir, entry);
    const info = await fs.stat(full).catch(() => null);
    if (info && info.mtimeMs < oldest) await fs.rm(full, { force: true });
  }
}
