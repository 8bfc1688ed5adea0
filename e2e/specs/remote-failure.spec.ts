import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { folderContent } from '../../server/src/releases/publish';
import { siteInBrowser, waitForHydration } from '../support/browser';
import { repoRoot, startServer, type RunningServer } from '../support/server';

describe('one remote failing', () => {
  const site = siteInBrowser();

  it('in the browser: its assets answer 500, its region shows the fallback, everything else works', async () => {
    const page = await site.browser.newPage();
    await page.route('**/_mf/guides/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${site.server.url}/reviews/stake`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
    await page.getByRole('alert').getByText('Dieser Bereich kann gerade nicht geladen werden.').waitFor();
    assert.ok(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible());
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await page.getByRole('link', { name: 'CasinoVergleich' }).click();
    await page.getByRole('heading', { level: 1, name: 'Online Casinos im unabhängigen Vergleich' }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: `Stake Casino Test ${new Date().getFullYear()}` }).waitFor();
    await page.close();
  });

  it('in the browser: a page of the failing remote loaded directly keeps header and footer', async () => {
    const page = await site.browser.newPage();
    await page.route('**/_mf/guides/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`${site.server.url}/about`);
    await waitForHydration(page);
    await page.getByRole('alert').waitFor();
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await page.close();
  });
});

describe('one remote failing on the server', () => {
  let server: RunningServer;
  let appsRoot: string;
  before(async () => {
    // A copy of the site in which the guides server bundle throws when it loads.
    appsRoot = await mkdtemp(path.join(tmpdir(), 'casino-broken-'));
    for (const folder of ['shell', 'mf-reviews', 'mf-locations', 'mf-newsletter']) {
      await symlink(path.join(repoRoot, folder), path.join(appsRoot, folder));
    }
    await cp(path.join(repoRoot, 'mf-guides', 'dist'), path.join(appsRoot, 'mf-guides', 'dist'), { recursive: true });
    const dist = path.join(appsRoot, 'mf-guides', 'dist');
    const { version } = JSON.parse(await readFile(path.join(dist, 'latest.json'), 'utf8')) as { version: string };
    await writeFile(path.join(dist, version, 'server/remoteEntry.js'), "throw new Error('guides is broken');\n");
    // Named by its new content, as a build names it: a server publishes no version under another name.
    const { version: broken } = await folderContent(path.join(dist, version));
    await rename(path.join(dist, version), path.join(dist, broken));
    await writeFile(path.join(dist, 'latest.json'), JSON.stringify({ version: broken }));
    server = await startServer({ APPS_ROOT: appsRoot });
  });
  after(async () => {
    await server?.stop();
    await rm(appsRoot, { recursive: true, force: true });
  });

  it('renders its routes with header, footer and the fallback, as 503', async () => {
    const response = await fetch(`${server.url}/guides/`);
    assert.equal(response.status, 503);
    const html = await response.text();
    assert.match(html, /Dieser Bereich kann gerade nicht geladen werden\./);
    assert.match(html, /<footer/);
    assert.match(html, /Hauptnavigation/);
  });

  it('keeps every other route working', async () => {
    const review = await fetch(`${server.url}/reviews/stake`);
    assert.equal(review.status, 200);
    assert.match(await review.text(), new RegExp(`Stake Casino Test ${new Date().getFullYear()}`));
    const missing = await fetch(`${server.url}/nothing-here`);
    assert.equal(missing.status, 404);
  });
});
