import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { pageStateOf } from '../../server/src/test-kit/browse';
import { ADMIN_TOKEN, admin, uploadBuild } from '../support/admin';
import { axeViolations } from '../support/axe';
import { serverAndBrowser } from '../support/browser';
import { repoRoot, type RunningServer } from '../support/server';

/** With UPDATE_DOCS_SCREENSHOTS=1 the tests also write the console's pictures for docs/releasing.md. */
const DOCS_IMAGES = process.env.UPDATE_DOCS_SCREENSHOTS ? path.join(repoRoot, 'docs', 'images') : null;


describe('the release console in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let builds: string;
  /** The reviews version the console starts as a canary. */
  let canaryVersion = '';
  let page: Page;
  const canary = async () => ((await admin(server, '/admin/releases/reviews')).body as { canary: { version: string; percent: number } | null }).canary;
  const picture = async (name: string) => {
    if (DOCS_IMAGES) await page.screenshot({ path: path.join(DOCS_IMAGES, `${name}.png`), fullPage: false });
  };
  const noViolations = async () => assert.deepEqual(await axeViolations(page), [], `axe on ${page.url()}`);

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-console-'));
    ({ server, browser } = await serverAndBrowser({ ADMIN_TOKEN, COUNTS_FLUSH_MS: '200' }));
    const build = await buildVariant(repoRoot, 'reviews', builds, { replace: ['Stake Casino Test', 'Stake Casino Testbericht'] });
    canaryVersion = build.version;
    assert.equal((await uploadBuild(server, 'reviews', build.dir, 'new review heading')).status, 200);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  it('refuses a wrong token and signs in with the right one, by keyboard alone', async () => {
    await page.goto(`${server.url}/admin`);
    await noViolations();
    // Past the console's home link to the token field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'token');
    await page.keyboard.type('not-the-token');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'That is not the admin token.' }).waitFor();
    await noViolations();

    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await picture('console-sign-in');
    await page.getByLabel('Admin token').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Apps' }).waitFor();
    await noViolations();
    await picture('console-apps');
  });

  it('starts a canary from the page and aborts it, each with a reason', async () => {
    await page.getByRole('link', { name: 'reviews', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'reviews' }).waitFor();
    await noViolations();
    const start = page.locator('form[action$="/canary"]');
    await start.getByLabel('Version', { exact: true }).selectOption(canaryVersion);
    await start.getByLabel('Share of visitors (%)').fill('20');
    await start.getByLabel('Reason').fill('new heading for a fifth of visitors');
    await start.getByRole('button', { name: 'Start canary' }).click();
    // Starting it renders pages through the release gate first: on a busy machine, well over 30 s.
    // The answer is a status or, if the gate refused, an alert: the test says which.
    const answer = page.getByRole('status').or(page.getByRole('alert')).first();
    await answer.waitFor({ timeout: 120_000 });
    assert.match((await answer.textContent()) ?? '', new RegExp(`reviews ${canaryVersion} is served to 20 % of visitors`));
    const running = await canary();
    assert.equal(running?.version, canaryVersion);
    assert.equal(running?.percent, 20);
    await noViolations();

    // Visitors come (one in five gets the canary), their pages register the views, and one browser
    // in the canary reports an error with its page's ticket: the page shows the figures.
    const tickets = new Map<string, string>();
    for (let group = 0; group < 100; group += 2) {
      const headers = { 'User-Agent': 'Mozilla/5.0 Chrome/131.0', Cookie: `release_group=${group}` };
      const state = pageStateOf(await (await fetch(`${server.url}/reviews/stake`, { headers })).text());
      const versions = Object.fromEntries(state.apps.map((pinned) => [pinned.app, pinned.version]));
      const view = await fetch(`${server.url}/api/view`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ versions, app: 'reviews' }) });
      tickets.set(versions.reviews!, ((await view.json()) as { ticket: string }).ticket);
    }
    const report = { app: 'reviews', version: canaryVersion, route: 'review-stake', kind: 'render', message: 'example', ticket: tickets.get(canaryVersion) };
    assert.equal((await fetch(`${server.url}/api/client-errors`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report) })).status, 202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.goto(`${server.url}/admin/apps/reviews`);
    const canaryRow = page.getByRole('row').filter({ hasText: `canary ${canaryVersion}` });
    assert.equal(await canaryRow.getByRole('cell').nth(2).textContent(), '1');
    await noViolations();
    await picture('console-canary');

    const abort = page.locator('form[action$="/abort"]');
    // The reason is asked for: without it the browser does not send the form.
    await abort.getByRole('button', { name: 'Abort canary' }).click();
    assert.equal(await abort.getByLabel('Reason').evaluate((input: HTMLInputElement) => input.validity.valueMissing), true);
    await abort.getByLabel('Reason').fill('seen enough');
    await abort.getByRole('button', { name: 'Abort canary' }).click();
    await page.getByRole('status').filter({ hasText: 'The canary of reviews is ended' }).waitFor();
    assert.equal(await canary(), null);
    await page.getByRole('cell', { name: 'seen enough' }).waitFor();
  });

  it('shows what a version changes against the active one', async () => {
    await page.getByRole('link', { name: `against active (${canaryVersion})` }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`reviews ${canaryVersion} against the active`) }).waitFor();
    await noViolations();
    await picture('console-diff');
  });

  it('makes a credential from the credentials page and shows its secret once', async () => {
    await page.getByRole('link', { name: 'Credentials' }).click();
    await page.getByRole('heading', { level: 1, name: 'Credentials' }).waitFor();
    await noViolations();
    await page.getByLabel('Name').fill('reviews-ci');
    await page.getByLabel('Apps').fill('reviews');
    await page.getByLabel('Steps').fill('publish, canary, promote');
    await page.getByRole('button', { name: 'Make the credential' }).click();
    const secret = page.getByLabel(/The secret, to copy/);
    await secret.waitFor();
    assert.match(await secret.inputValue(), /^cvrel_/);
    await page.getByRole('row').filter({ hasText: 'reviews-ci' }).getByRole('button', { name: 'Revoke reviews-ci' }).waitFor();
    await noViolations();
  });

  it('refuses a change that does not carry the form’s CSRF token', async () => {
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'console_session');
    assert.ok(session?.httpOnly, 'the session cookie is HttpOnly');
    assert.equal(session?.sameSite, 'Strict');
    const response = await fetch(`${server.url}/admin/apps/reviews/canary`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `console_session=${session!.value}` },
      body: new URLSearchParams({ version: canaryVersion, percent: '50', reason: 'forged' }).toString(),
    });
    assert.equal(response.status, 403);
    assert.equal(await canary(), null);
  });
});
