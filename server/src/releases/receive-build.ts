import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { folderContent, type FolderContent } from './publish';
import type { Progress } from './release-service';
import { UploadError, unpackBuild } from './upload';

/**
 * Unpacks an uploaded build (see unpackBuild for its limits) into a staging folder beside the
 * server's other files, so an upload never fills a shared temporary folder, checks that its
 * content gives the version it was sent as, and hands the folder to `publish`. The folder is
 * removed before the answer whatever happened: what an upload brought is gone by the time its
 * sender hears back.
 */
export async function receiveBuild<T>(stream: Readable, varDir: string, version: string, progress: Progress, publish: (dir: string, content: FolderContent) => Promise<T>): Promise<T> {
  await mkdir(path.join(varDir, 'uploads'), { recursive: true });
  const staging = await mkdtemp(path.join(varDir, 'uploads', 'build-'));
  try {
    const unpacked = await unpackBuild(stream, staging);
    progress(`received ${unpacked.files} files, ${(unpacked.bytes / 1024).toFixed(0)} KB`);
    const content = await folderContent(staging);
    if (content.version !== version) throw new UploadError(400, `the build's files give the version ${content.version}, not ${version}: a version is named by its content`);
    return await publish(staging, content);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
