import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutCopy, differingFiles } from './support/checkout-copy';
import { oncePerRun } from './support/test-app';

/**
 * An app's version is a hash of its build, so two teams' CI machines must build the same
 * bytes from the same source, wherever their checkout lies.
 */
describe('the same source gives the same version in any folder', oncePerRun, () => {
  let scratch = '';
  before(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'casino-checkouts-'));
  });
  after(() => rm(scratch, { recursive: true, force: true }));

  for (const app of ['mf-guides', 'shell']) {
    it(`${app}, built in two folders of different depth`, async () => {
      const first = await checkoutCopy(path.join(scratch, `${app}-a`), [app]);
      const second = await checkoutCopy(path.join(scratch, 'team', 'ci', `${app}-b`), [app]);
      const [a, b] = [await first.build(app), await second.build(app)];
      const differing = a.version === b.version ? [] : await differingFiles(a.dir, b.dir);
      expect({ version: b.version, differing }).toEqual({ version: a.version, differing: [] });
    });
  }
});
