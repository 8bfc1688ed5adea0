import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlEncoding } from '../core/compress-html';

/** What the builds put in an app's browser folder, each with a brotli and a gzip copy beside it. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const SUFFIX: Record<HtmlEncoding, string> = { br: '.br', gzip: '.gz' };

export interface OpenAsset {
  handle: FileHandle;
  contentType: string;
  /** The copy opened: its encoding, or null for the plain file. */
  encoding: HtmlEncoding | null;
  size: number;
  modified: Date;
}

async function openFile(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * Opens an asset before anything is sent: the compressed copy the request accepts, else the
 * plain file. Once open, the file is read to its end even when the folder is deleted meanwhile
 * (a clean-up job, a lost volume), so no visitor gets a 404 or a cut-off script for a file that
 * existed when asked for. Null when neither exists (or the name is no file a build makes).
 */
export async function openAsset(file: string, accepted: HtmlEncoding | null): Promise<OpenAsset | null> {
  const contentType = CONTENT_TYPES[path.extname(file)];
  if (!contentType) return null;
  for (const encoding of accepted ? [accepted, null] : [null]) {
    const handle = await openFile(encoding ? file + SUFFIX[encoding] : file);
    if (!handle) continue;
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, contentType, encoding, size: stat.size, modified: stat.mtime };
    await handle.close();
  }
  return null;
}
