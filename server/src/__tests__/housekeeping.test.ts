import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { releaseTestbed } from './support/release-testbed';

describe('housekeeping of published versions', () => {
  const bed = releaseTestbed();
  const { admin, served, publish, activate } = bed;
  const trail = async () => (await admin('GET', '/admin/releases/guides')).json<{ audit: Array<{ action: string; toVersion: string | null; reason: string }>; releases: Array<{ version: string; badReason: string | null }> }>();
  const onDisk = (version: string) => stat(path.join(bed.t.config.releasesDir, 'guides', version)).then(() => true, () => false);
  const newVersion = async (version: string) => publish('guides', await bed.variant('guides', version, { replace: ['Casino Ratgeber', `Casino Ratgeber ${version}`] }));

  it('refuses to activate a version marked bad, or start it as a canary, unless forced with a reason', async () => {
    await newVersion('bad000000001');
    const marked = await admin('POST', '/admin/releases/guides/mark-bad', { version: 'bad000000001', reason: 'teaser links go nowhere', actor: 'test' });
    expect(marked.statusCode).toBe(200);
    expect((await trail()).releases.find((r) => r.version === 'bad000000001')?.badReason).toBe('teaser links go nowhere');

    const refused = await activate('guides', 'bad000000001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual(['it is marked bad (teaser links go nowhere); go ahead only with --force and a reason']);
    const canary = await admin('POST', '/admin/releases/guides/canary', { version: 'bad000000001', percent: 10, reason: 'try', actor: 'test' });
    expect(canary.statusCode).toBe(409);
    expect((await trail()).audit.slice(0, 3).map((entry) => entry.action)).toEqual(['refuse', 'refuse', 'mark-bad']);

    const forced = await admin('POST', '/admin/releases/guides/activate', { version: 'bad000000001', reason: 'links fixed on the other side', actor: 'test', force: true });
    expect(forced.statusCode).toBe(200);
    expect((await served()).guides).toBe('bad000000001');
    expect((await admin('POST', '/admin/releases/guides/mark-bad', { version: 'ffffffffffff', reason: 'x', actor: 'test' })).statusCode).toBe(409);
  });

  it('prunes old versions but keeps the active one, the canary, the newest and those served lately', async () => {
    const first = (await trail()).releases.at(-1)!.version; // the build the server started with
    await newVersion('01d000000001');
    await newVersion('01d000000002');
    expect((await activate('guides', '01d000000002')).statusCode).toBe(200);
    await newVersion('01d000000003');
    expect((await admin('POST', '/admin/releases/guides/canary', { version: '01d000000003', percent: 10, reason: 'look', actor: 'test' })).statusCode).toBe(200);
    await newVersion('01d000000004');

    // Within a day of being served, the versions before stay (pages with them may still be open).
    const lately = await admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 24, actor: 'test' });
    expect(lately.json().pruned).toEqual([{ app: 'guides', versions: ['01d000000001'] }]);

    const pruned = await admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 0, actor: 'test' });
    expect(pruned.json().pruned).toEqual([{ app: 'guides', versions: [first, 'bad000000001'] }]);
    for (const gone of [first, 'bad000000001', '01d000000001']) expect(await onDisk(gone)).toBe(false);
    // Kept: the active version, the canary and the newest.
    for (const kept of ['01d000000002', '01d000000003', '01d000000004']) expect(await onDisk(kept)).toBe(true);
    expect((await trail()).releases.map((r) => r.version).sort()).toEqual(['01d000000002', '01d000000003', '01d000000004']);
    expect((await trail()).audit[0]).toMatchObject({ action: 'prune', reason: `pruned, keeping the newest 1: ${first}, bad000000001` });
    expect((await bed.t.app.inject('/guides/')).statusCode).toBe(200);
  });
});
