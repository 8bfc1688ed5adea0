import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { listFiles } from './publish';

/**
 * A build folder as the upload takes it: a gzip-compressed tar archive of its plain files, in
 * a fixed order with fixed times and modes, so the same build gives the same bytes.
 */
export async function packBuild(dir: string): Promise<Buffer> {
  const archive = pack();
  const packed = buffer(archive.pipe(createGzip()));
  for (const file of await listFiles(dir)) {
    const content = await readFile(path.join(dir, file));
    archive.entry({ name: file.split(path.sep).join('/'), size: content.length, mode: 0o644, mtime: new Date(0) }, content);
  }
  archive.finalize();
  return packed;
}
