import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutCopy, currentBuildOf, differingFiles, type CheckoutCopy } from '../../test-kit/checkout-copy';
import { oncePerRun } from '../../test-kit/test-app';

/**
 * An app's version is a hash of its build, so two teams' CI machines must build the same
 * bytes from the same source, wherever their checkout lies.
 */
describe('the same source gives the same version in any folder', oncePerRun, () => {
  const apps = ['mf-guides', 'shell'];
  let scratch = '';
  /** Another team's checkout, deeper than this one, with both apps (one copy of the packages for both). */
  let theirs: CheckoutCopy;
  before(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'casino-checkouts-'));
    theirs = await checkoutCopy(path.join(scratch, 'team', 'ci', 'checkout'), apps);
  });
  after(() => rm(scratch, { recursive: true, force: true }));

  for (const app of apps) {
    it(`${app}, built in two folders of different depth`, async () => {
      // This checkout's own build is one of the two, when it is current (as after `npm run build`).
      const a = (await currentBuildOf(app)) ?? (await (await checkoutCopy(path.join(scratch, `${app}-a`), [app])).build(app));
      const b = await theirs.build(app);
      const differing = a.version === b.version ? [] : await differingFiles(a.dir, b.dir);
      expect({ version: b.version, differing }).toEqual({ version: a.version, differing: [] });
    });
  }
});
