import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { releaseTestbed } from '../../test-kit/release-testbed';

describe('housekeeping of published versions', () => {
  const bed = releaseTestbed();
  const { admin, served, publish, activate } = bed;
  const trail = async () => (await admin('GET', '/admin/releases/guides')).json<{ audit: Array<{ action: string; toVersion: string | null; reason: string }>; releases: Array<{ version: string; badReason: string | null }> }>();
  const onDisk = (version: string) => stat(path.join(bed.t.config.releasesDir, 'guides', version)).then(() => true, () => false);
  /** The versions published here by name: `newVersion('bad')` makes one with its own heading and keeps its version as `v.bad`. */
  const v = { bad: '', old1: '', old2: '', old3: '', old4: '' };
  const newVersion = async (name: keyof typeof v) => {
    const { dir, version } = await bed.variant('guides', { replace: ['Casino Ratgeber', `Casino Ratgeber ${name}`] });
    v[name] = version;
    return publish('guides', dir);
  };

  it('refuses to activate a version marked bad, or start it as a canary, unless forced with a reason', async () => {
    await newVersion('bad');
    const marked = await admin('POST', '/admin/releases/guides/mark-bad', { version: v.bad, reason: 'teaser links go nowhere', actor: 'test' });
    expect(marked.statusCode).toBe(200);
    expect((await trail()).releases.find((r) => r.version === v.bad)?.badReason).toBe('teaser links go nowhere');

    const refused = await activate('guides', v.bad);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reasons).toEqual(['it is marked bad (teaser links go nowhere); go ahead only with --force and a reason']);
    const canary = await admin('POST', '/admin/releases/guides/canary', { version: v.bad, percent: 10, reason: 'try', actor: 'test' });
    expect(canary.statusCode).toBe(409);
    expect((await trail()).audit.slice(0, 3).map((entry) => entry.action)).toEqual(['refuse', 'refuse', 'mark-bad']);

    const forced = await admin('POST', '/admin/releases/guides/activate', { version: v.bad, reason: 'links fixed on the other side', actor: 'test', force: true });
    expect(forced.statusCode).toBe(200);
    expect((await served()).guides).toBe(v.bad);
    expect((await admin('POST', '/admin/releases/guides/mark-bad', { version: 'ffffffffffff', reason: 'x', actor: 'test' })).statusCode).toBe(409);
  });

  it('prunes old versions but keeps the active one, the canary, the newest and those served lately', async () => {
    const first = (await trail()).releases.at(-1)!.version; // the build the server started with
    await newVersion('old1');
    await newVersion('old2');
    expect((await activate('guides', v.old2)).statusCode).toBe(200);
    await newVersion('old3');
    expect((await admin('POST', '/admin/releases/guides/canary', { version: v.old3, percent: 10, reason: 'look', actor: 'test' })).statusCode).toBe(200);
    await newVersion('old4');

    // Within a day of being served, the versions before stay (pages with them may still be open).
    const lately = await admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 24, actor: 'test' });
    expect(lately.json().pruned).toEqual([{ app: 'guides', versions: [v.old1] }]);

    const pruned = await admin('POST', '/admin/releases/prune', { keep: 1, graceHours: 0, actor: 'test' });
    expect(pruned.json().pruned).toEqual([{ app: 'guides', versions: [first, v.bad] }]);
    for (const gone of [first, v.bad, v.old1]) expect(await onDisk(gone)).toBe(false);
    // Kept: the active version, the canary and the newest.
    for (const kept of [v.old2, v.old3, v.old4]) expect(await onDisk(kept)).toBe(true);
    expect((await trail()).releases.map((r) => r.version).sort()).toEqual([v.old2, v.old3, v.old4].sort());
    expect((await trail()).audit[0]).toMatchObject({ action: 'prune', reason: `pruned, keeping the newest 1: ${first}, ${v.bad}` });
    expect((await bed.t.app.inject('/guides/')).statusCode).toBe(200);
  });
});
