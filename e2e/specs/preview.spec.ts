import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { ADMIN_TOKEN, admin, servedVersions, uploadBuild } from '../support/admin';
import { axeViolations } from '../support/axe';
import { collectProblems, serverAndBrowser, waitForHydration } from '../support/browser';
import { repoRoot, type RunningServer } from '../support/server';

const PREVIEW_HEADING = 'Casino Ratgeber Vorschau';

/**
 * A team looks at its published, not activated version on the real site: the preview link
 * pins it for that browser only, through server rendering, hydration and client-side
 * navigation, until the browser ends the preview.
 */
describe('a preview link in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let builds: string;

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-preview-'));
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200' }));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  it('shows the previewed version to the browser that opened the link, marked, until it ends the preview', async () => {
    const stable = (await servedVersions(server)).guides;
    const { dir, version } = await buildVariant(repoRoot, 'guides', builds, { replace: ['Casino Ratgeber', PREVIEW_HEADING] });
    assert.equal((await uploadBuild(server, 'guides', dir)).status, 200);
    const made = await admin(server, '/admin/previews', { pins: { guides: version }, hours: 2, path: '/guides/', actor: 'e2e' });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const link = new URL(String(made.body.url));

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    assert.equal(new URL(page.url()).pathname, '/guides/');
    await waitForHydration(page);
    assert.equal(await page.locator('h1').textContent(), PREVIEW_HEADING);
    const marker = page.getByRole('complementary', { name: 'Vorschau' });
    assert.match((await marker.textContent()) ?? '', new RegExp(`guides ${version}`));
    assert.deepEqual(await axeViolations(page), []);

    // Client-side navigation to another app keeps the marker (it sits outside the hydrated part), and back again.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Casino-Vergleich' }).click();
    await page.waitForURL((url) => url.pathname !== '/guides/');
    assert.equal(await marker.count(), 1);
    await page.goBack();
    await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, PREVIEW_HEADING);

    // Another visitor at the same time sees the active version.
    const other = await browser.newPage();
    await other.goto(`${server.url}/guides/`);
    assert.notEqual(await other.locator('h1').textContent(), PREVIEW_HEADING);
    assert.equal(await other.getByRole('complementary', { name: 'Vorschau' }).count(), 0);
    await other.close();

    // Ending the preview comes back to the same page with the active version.
    await marker.getByRole('link', { name: 'Vorschau beenden' }).click();
    await page.waitForURL(`${server.url}/guides/`);
    await waitForHydration(page);
    assert.notEqual(await page.locator('h1').textContent(), PREVIEW_HEADING);
    assert.equal(await page.getByRole('complementary', { name: 'Vorschau' }).count(), 0);
    assert.deepEqual(problems, []);
    assert.deepEqual(reports, []);
    assert.equal((await servedVersions(server)).guides, stable);
    await context.close();
  });
});
