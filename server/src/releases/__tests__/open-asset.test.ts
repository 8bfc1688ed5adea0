import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openAsset } from '../open-asset';

describe('an asset opened before it is sent', () => {
  let dir: string;
  const script = 'console.log("hello");'.repeat(5000);
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'assets-'));
    await writeFile(path.join(dir, 'main.js'), script);
    await writeFile(path.join(dir, 'main.js.br'), 'brotli bytes');
    await mkdir(path.join(dir, 'folder.js'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('is the compressed copy the request accepts, else the plain file, and nothing that is no file a build makes', async () => {
    const br = await openAsset(path.join(dir, 'main.js'), 'br');
    expect([br?.encoding, br?.contentType, br?.size]).toEqual(['br', 'application/javascript; charset=utf-8', 12]);
    await br?.handle.close();
    // No gzip copy: the plain file.
    const plain = await openAsset(path.join(dir, 'main.js'), 'gzip');
    expect([plain?.encoding, plain?.size]).toEqual([null, script.length]);
    await plain?.handle.close();
    for (const name of ['missing.js', 'folder.js', 'main.js.br', 'main.js/x.js']) expect(await openAsset(path.join(dir, name), null)).toBeNull();
  });

  it('is read to its end when its whole folder is deleted meanwhile', async () => {
    const asset = await openAsset(path.join(dir, 'main.js'), null);
    await rm(dir, { recursive: true, force: true });
    expect(await text(asset!.handle.createReadStream())).toBe(script);
  });
});
