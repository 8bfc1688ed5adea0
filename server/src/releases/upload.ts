import { StepInputError } from '../core/steps/step-error';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/**
 * What an uploaded build may hold. The apps' builds are 1 to 2 MB in about 50 to 220 files,
 * brotli and gzip copies included; these leave room to grow and stop an upload that would
 * fill the disk or the database.
 */
export const UPLOAD_LIMITS = {
  /** The gzip-compressed archive as sent. */
  compressedBytes: 64 * 1024 * 1024,
  /** All files unpacked (a small archive that unpacks to much more is stopped here). */
  totalBytes: 128 * 1024 * 1024,
  files: 5_000,
  fileBytes: 32 * 1024 * 1024,
  pathLength: 240,
};

/** An upload that is refused: `status` 400 for what it holds, 413 for its size. */
export class UploadError extends StepInputError {}

/** A path inside the build, or the reason it is refused: relative, no `..`, no empty or odd parts. */
function safePath(name: string): string {
  const trimmed = name.replace(/^\.\//, '').replace(/\/$/, '');
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) throw new UploadError(400, `"${name}" is an absolute path`);
  if (trimmed.length > UPLOAD_LIMITS.pathLength) throw new UploadError(400, `a path is longer than ${UPLOAD_LIMITS.pathLength} characters`);
  const parts = trimmed.split('/');
  if (parts.includes('..')) throw new UploadError(400, `"${name}" leaves the build folder (..)`);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (parts.some((part) => part === '' || part === '.' || /[\\\u0000-\u001f\u007f]/.test(part))) throw new UploadError(400, `"${name.slice(0, 80)}" is not a plain relative path`);
  return trimmed;
}

/** A file system refusal caused by the archive (a file where a folder is, or the reverse) is the upload's fault. */
const unpackFailure = (relative: string) => (error: NodeJS.ErrnoException) => {
  if (error instanceof UploadError || !['EEXIST', 'EISDIR', 'ENOTDIR'].includes(error.code ?? '')) throw error;
  throw new UploadError(400, `"${relative}" could not be unpacked: a file and a folder have the same path`);
};

/** Counts bytes through a stream and stops it past `limit`. */
function byteLimit(limit: number, message: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new UploadError(413, message) : null, chunk);
    },
  });
}

/**
 * Unpacks a gzip-compressed tar archive of a build into `into` (an empty folder of this
 * server's), refusing anything but plain files and folders (links, devices, pipes), absolute
 * paths, `..`, the same path twice, and archives past the limits. Nothing outside `into` is
 * ever written. The caller removes `into` when it is done with it, whether this succeeded or not.
 */
export async function unpackBuild(archive: Readable, into: string): Promise<{ files: number; bytes: number }> {
  const unpacked = { files: 0, bytes: 0 };
  const seen = new Set<string>();
  const entries = extract();
  const reading = pipeline(
    archive,
    byteLimit(UPLOAD_LIMITS.compressedBytes, `the upload is larger than ${UPLOAD_LIMITS.compressedBytes / 1024 / 1024} MB`),
    createGunzip(),
    byteLimit(UPLOAD_LIMITS.totalBytes + 1024 * 1024, `the build unpacks to more than ${UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB`),
    entries,
  ).catch((error: unknown) => {
    throw error instanceof UploadError ? error : new UploadError(400, `the upload is not a gzip-compressed tar archive of a build (${(error as Error).message})`);
  });
  /** An error of this server's disk while writing (not the archive's fault): answered as what it is. */
  let diskError: unknown = null;
  try {
    for await (const entry of entries) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file' && type !== 'directory') throw new UploadError(400, `"${name.slice(0, 80)}" is a ${type}: only plain files and folders are accepted`);
      const relative = safePath(name);
      const target = path.join(into, relative);
      if (type === 'directory') {
        await mkdir(target, { recursive: true }).catch(unpackFailure(relative));
        entry.resume();
        continue;
      }
      if (seen.has(relative)) throw new UploadError(400, `"${relative}" is in the upload twice`);
      seen.add(relative);
      unpacked.files += 1;
      unpacked.bytes += size;
      if (unpacked.files > UPLOAD_LIMITS.files) throw new UploadError(413, `the build has more than ${UPLOAD_LIMITS.files} files`);
      if (size > UPLOAD_LIMITS.fileBytes) throw new UploadError(413, `${relative} is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB`);
      if (unpacked.bytes > UPLOAD_LIMITS.totalBytes) throw new UploadError(413, `the build unpacks to more than ${UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB`);
      try {
        await mkdir(path.dirname(target), { recursive: true }).catch(unpackFailure(relative));
        // `wx`: never through a file or folder that is already there.
        await pipeline(entry, createWriteStream(target, { flags: 'wx', mode: 0o644 })).catch(unpackFailure(relative));
      } catch (error) {
        if (!(error instanceof UploadError)) diskError = error;
        throw error;
      }
    }
  } catch (error) {
    entries.destroy();
    archive.resume();
    const streamFailure = await reading.then(() => null, (failure: unknown) => failure);
    // The archive's own fault (not gzip, not tar, too large) surfaces in the loop as a bare stream error.
    throw error instanceof UploadError || error === diskError ? error : (streamFailure ?? error);
  }
  await reading;
  if (!unpacked.files) throw new UploadError(400, 'the upload holds no files');
  return unpacked;
}
