import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../support/browser';
import { editToVisible, startDevSession, withSourceEdit, type DevSession } from '../support/dev-session';

/**
 * `npm run dev` as a developer uses it: an open page shows a saved change by itself, whichever
 * app or library the change is in, and the server restarts on a change of its own code. The
 * edits are made in this checkout and always put back.
 */
// A hang (a build that never comes, a page that never answers) fails the suite instead of holding up the run.
describe('npm run dev', { timeout: 300_000 }, () => {
  let session: DevSession;
  let browser: Browser;
  before(async () => {
    // One after the other: a browser that fails to start must not leave the session running.
    browser = await launchBrowser();
    session = await startDevSession(['guides', 'reviews']);
  });
  after(async () => {
    await browser?.close();
    await session?.stop();
  });

  const open = async (pagePath: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${session.url}${pagePath}`);
    await waitForHydration(page);
    return page;
  };

  it("shows a saved change of a guide's text, a shell component, a review template and a shared component in the open page", async () => {
    const guide = await open('/guides/casino-bonus-guide');
    await editToVisible(guide, { file: 'mf-guides/src/content/guides/casino-bonus-guide.ts', from: "title: 'Casino Bonus Ratgeber',", to: "title: 'Casino Bonus Ratgeber (neu)',", marker: 'Casino Bonus Ratgeber (neu)' });
    await editToVisible(guide, { file: 'shell/src/layout/footer.tsx', from: '<p lang="en">{FOOTER_TEXT}</p>', to: '<p lang="en" data-edit="footer-edit">{FOOTER_TEXT}</p>', marker: 'footer-edit' });
    await guide.close();

    const review = await open('/reviews/stake');
    await editToVisible(review, { file: 'mf-reviews/src/components/fixed-review-page.tsx', from: '<h2 id="overview-title">', to: '<h2 id="overview-title" data-edit="review-edit">', marker: 'review-edit' });
    await editToVisible(review, { file: 'shared/src/ui/breadcrumb.tsx', from: '<nav aria-label={label}>', to: '<nav aria-label={label} data-edit="shared-edit">', marker: 'shared-edit' });
    await review.close();
  });

  it('restarts the server on a change of its code, and the open page reloads by itself', async () => {
    const page = await open('/guides/');
    const reloaded = () => page.waitForFunction(() => !('beforeRestart' in window), undefined, { timeout: 60_000 }).then(() => waitForHydration(page));
    const markPage = () => page.evaluate(() => Object.assign(window, { beforeRestart: true }));
    await markPage();
    // The page's own state from before is gone once it has reloaded from the restarted server.
    await withSourceEdit({ file: 'server/src/core/health.ts', from: 'export', to: '// a saved change\nexport' }, async () => {
      await reloaded();
      // Putting the file back restarts the server once more: mark the page before that.
      await markPage();
    });
    await reloaded();
    await page.close();
  });

  it('publishes nothing into the release registry', () => {
    assert.equal(existsSync(path.join(session.varDir, 'releases')), false);
    assert.ok(existsSync(path.join(session.varDir, 'dev-builds', 'guides', 'latest.json')));
  });
});
