import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createGzip, gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { pack, type Header } from 'tar-stream';

/** A tar header as a client writes it: the name, and whatever else it sets. */
type EntryHeader = Partial<Header> & Pick<Header, 'name'>;
import { packBuild } from '../pack';
import { releaseTestbed, TOKEN } from '../../test-kit/release-testbed';

/** A gzip-compressed tar archive of the given entries, headers as a hostile client writes them. */
async function archive(entries: Array<{ header: EntryHeader; content?: Buffer }>): Promise<Buffer> {
  const tar = pack();
  // The fastest compression: what is tested is what the server does with the archive.
  const packed = buffer(tar.pipe(createGzip({ level: 1 })));
  for (const { header, content } of entries) {
    if (content) tar.entry(header, content);
    else tar.entry(header);
  }
  tar.finalize();
  return packed;
}

const file = (name: string, content = Buffer.from('x')) => ({ header: { name, size: content.length, type: 'file' as const }, content });

describe('uploading a build over HTTP', () => {
  const bed = releaseTestbed();
  const put = (body: Buffer, version = 'abcdefabcdef', contentType = 'application/gzip') =>
    bed.t.app.inject({
      method: 'PUT',
      url: `/admin/releases/guides/versions/${version}?actor=test`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': contentType },
      payload: body,
    });
  /** Everything a refused upload could have changed: the registry, the store, the cache and the staging folder. */
  const footprint = async () => ({
    releases: (await bed.t.app.db.query('SELECT app, version FROM app_releases ORDER BY app, version')).length,
    stored: (await bed.t.app.db.query('SELECT sha256 FROM release_files')).length,
    cached: (await readdir(path.join(bed.t.config.releasesDir, 'guides'))).sort(),
    staging: await readdir(path.join(bed.t.config.varDir, 'uploads')).catch(() => []),
  });

  it('refuses links, devices, absolute paths, `..` and the same path twice, and keeps nothing of them', async () => {
    const before = await footprint();
    const cases: Array<[string, Array<{ header: EntryHeader; content?: Buffer }>, RegExp]> = [
      ['a symbolic link', [file('release.json'), { header: { name: 'browser/secret', type: 'symlink', linkname: '/etc/passwd' } }], /"browser\/secret" is a symlink: only plain files and folders/],
      ['a hard link', [file('release.json'), { header: { name: 'browser/copy', type: 'link', linkname: 'release.json' } }], /is a link: only plain files/],
      ['a device', [{ header: { name: 'dev', type: 'character-device', devmajor: 1, devminor: 3 } }], /is a character-device/],
      ['a pipe', [{ header: { name: 'fifo', type: 'fifo' } }], /is a fifo/],
      ['an absolute path', [file('/tmp/owned.js')], /is an absolute path/],
      ['a path out of the folder', [file('browser/../../owned.js')], /leaves the build folder/],
      ['a path out of the folder, first', [file('../owned.js')], /leaves the build folder/],
      ['the same path twice', [file('release.json'), file('./release.json')], /"release.json" is in the upload twice/],
      ['a file where a folder is', [file('browser'), file('browser/x.js')], /a file and a folder have the same path/],
      ['a control character', [file('browser/a\u0007.js')], /is not a plain relative path/],
      ['nothing at all', [], /the upload holds no files/],
    ];
    for (const [what, entries, message] of cases) {
      const response = await put(await archive(entries));
      expect({ what, status: response.statusCode, message: response.json().message }).toEqual({ what, status: 400, message: expect.stringMatching(message) });
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses archives past the limits with 413, however well they compress', async () => {
    const before = await footprint();
    const many = Array.from({ length: 5_001 }, (_, i) => file(`browser/${i}.js`));
    const tooMany = await put(await archive(many));
    expect({ status: tooMany.statusCode, message: tooMany.json().message }).toEqual({ status: 413, message: 'the build has more than 5000 files' });
    const big = await put(await archive([file('browser/big.js', Buffer.alloc(33 * 1024 * 1024))]));
    expect({ status: big.statusCode, message: big.json().message }).toEqual({ status: 413, message: 'browser/big.js is larger than 32 MB' });
    // Five files of 30 MB of zeros: 150 KB sent, 150 MB unpacked.
    const bomb = await archive(Array.from({ length: 5 }, (_, i) => file(`browser/${i}.js`, Buffer.alloc(30 * 1024 * 1024))));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const unpacked = await put(bomb);
    expect({ status: unpacked.statusCode, message: unpacked.json().message }).toEqual({ status: 413, message: 'the build unpacks to more than 128 MB' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses what is not a gzip-compressed tar archive, and a folder named other than its content', async () => {
    const notGzip = await put(Buffer.from('just text'));
    expect({ status: notGzip.statusCode, message: notGzip.json().message }).toEqual({ status: 400, message: expect.stringMatching(/^the upload is not a gzip-compressed tar archive/) });
    const notTar = await put(gzipSync(Buffer.alloc(4096, 7)));
    expect(notTar.statusCode).toBe(400);
    const json = await bed.t.app.inject({ method: 'PUT', url: '/admin/releases/guides/versions/abcdefabcdef', headers: { authorization: `Bearer ${TOKEN}` }, payload: { from: '/srv/build' } });
    expect({ status: json.statusCode, message: json.json().message }).toEqual({ status: 415, message: 'Send the build as a gzip-compressed tar archive (Content-Type: application/gzip)' });
    // The folder-path publish of old is gone: no route takes a path on the server.
    expect((await bed.admin('POST', '/admin/releases/guides/publish', { from: bed.t.config.appsRoot, actor: 'test' })).statusCode).toBe(404);

    const { dir } = await bed.variant('guides', { replace: ['Casino Ratgeber', 'Casino Ratgeber Umbenannt'] });
    const renamed = await put(await packBuild(dir), 'abcdefabcdef');
    expect({ status: renamed.statusCode, message: renamed.json().message }).toEqual({
      status: 400,
      message: `the build's files give the version ${path.basename(dir)}, not abcdefabcdef: a version is named by its content`,
    });
    expect((await bed.t.app.db.query("SELECT 1 FROM app_releases WHERE version = 'abcdefabcdef'")).length).toBe(0);
  });

  it('answers 1,000 generated hostile archives with 400 or 413, never a server error, and keeps nothing', async () => {
    const before = await footprint();
    const segment = fc.oneof(fc.constantFrom('..', '.', '', 'browser', 'server', 'release.json', '\u0000', 'a\\b', 'C:'), fc.string({ maxLength: 12 }));
    const entry = fc.record({
      name: fc.oneof(fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('/')), fc.string({ maxLength: 40 })),
      type: fc.constantFrom('file', 'directory', 'symlink', 'link', 'fifo', 'character-device', 'block-device', 'contiguous-file'),
      content: fc.uint8Array({ maxLength: 64 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 6 }), async (entries) => {
        const body = await archive(
          entries.map(({ name, type, content }) =>
            // Types that carry bytes get them; the others (links, devices, folders) none.
            type === 'file' || type === 'contiguous-file'
              ? { header: { name: name || 'x', size: content.length, type }, content: Buffer.from(content) }
              : { header: { name: name || 'x', type, linkname: 'release.json' } },
          ),
        ).catch(() => null);
        if (!body) return; // a header tar itself cannot write
        const response = await put(body);
        expect([400, 413]).toContain(response.statusCode);
      }),
      { numRuns: 1_000 },
    );
    expect(await footprint()).toEqual(before);
  });
});
