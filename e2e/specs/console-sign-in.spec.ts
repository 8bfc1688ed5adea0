import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildVariant } from '../../server/src/test-kit/build-variant';
import { freePort } from '../../server/src/test-kit/free-port';
import { ADMIN_TOKEN, admin, servedVersions, uploadBuild } from '../support/admin';
import { axeViolations } from '../support/axe';
import { serverAndBrowser } from '../support/browser';
import { startIdentityProvider, type IdentityProvider } from '../support/identity-provider';
import { repoRoot, type RunningServer } from '../support/server';

const ROLES = 'reviews-team=release-manager:reviews; guides-team=release-manager:guides; site-admins=admin';

/**
 * The console signed in through a real OpenID Connect provider, in Chromium: people get the
 * console their groups give them, and nothing else, and lose it when they sign out or their
 * groups change.
 */
describe('console sign-in through the identity provider', () => {
  let provider: IdentityProvider;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let builds: string;
  let reviewsBefore = '';
  const noViolations = async () => assert.deepEqual(await axeViolations(page), [], `axe on ${page.url()}`);

  /** Through the provider's login and consent pages, back to the console's overview (or another heading). */
  const signIn = async (login: string, landing = 'Apps') => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: /^Sign in with localhost:\d+$/ }).click();
    const loginField = page.locator('input[name="login"]');
    const consent = page.getByRole('button', { name: 'Continue' });
    const apps = page.getByRole('heading', { level: 1, name: landing });
    await loginField.or(consent).or(apps).first().waitFor();
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await consent.or(apps).first().waitFor();
    }
    if (await consent.isVisible()) await consent.click();
    await apps.waitFor();
  };
  const sessionCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'console_session')?.value ?? '';
  const consoleWith = (cookie: string, url = '/admin') => fetch(`${server.url}${url}`, { headers: { Cookie: `console_session=${cookie}` } });

  before(async () => {
    builds = await mkdtemp(path.join(tmpdir(), 'casino-e2e-sign-in-'));
    // The site's address is known before it starts: the provider must know where to send people back.
    const port = await freePort();
    provider = await startIdentityProvider(`http://127.0.0.1:${port}/admin/oidc/callback`, {
      rita: { name: 'Rita Reviews', groups: ['reviews-team', 'newsletter-readers'] },
      nobody: { name: 'No Body', groups: ['newsletter-readers'] },
    });
    ({ server, browser } = await serverAndBrowser({
      ADMIN_TOKEN,
      PORT: String(port),
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ROLES: ROLES,
      OIDC_RECHECK_SECONDS: '1',
    }));
    // A reviews version after the one the server started with, so that there is one to roll back to.
    reviewsBefore = (await servedVersions(server)).reviews!;
    const build = await buildVariant(repoRoot, 'reviews', builds, { replace: ['Stake Casino Test', 'Stake Casino Testbericht'] });
    assert.equal((await uploadBuild(server, 'reviews', build.dir, 'new review heading')).status, 200);
    assert.equal((await admin(server, '/admin/releases/reviews/activate', { version: build.version, reason: 'to roll back in the test' })).status, 200);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
    await rm(builds, { recursive: true, force: true });
  });

  it('offers only the provider’s sign-in, and the admin token no longer signs in to the console', async () => {
    await page.goto(`${server.url}/admin`);
    assert.equal(await page.locator('input[name="token"]').count(), 0);
    await noViolations();
    const response = await fetch(`${server.url}/admin/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${ADMIN_TOKEN}` });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get('set-cookie'), null);
  });

  it('lets a reviews release manager see only reviews and roll it back, recorded with their name and subject', async () => {
    await signIn('rita');
    await page.getByText('Signed in as Rita Reviews (rita) · release-manager:reviews').waitFor();
    const appLinks = await page.locator('main h2 a').allTextContents();
    assert.deepEqual(appLinks, ['reviews']);
    await noViolations();

    await page.getByRole('link', { name: 'reviews', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'reviews' }).waitFor();
    const rollback = page.locator('form[action$="/rollback"]');
    await rollback.getByLabel('Reason').fill('the new heading reads badly');
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('status').filter({ hasText: 'reviews is rolled back' }).waitFor({ timeout: 120_000 });
    assert.equal((await servedVersions(server)).reviews, reviewsBefore);
    const entry = page.getByRole('row').filter({ hasText: 'the new heading reads badly' });
    assert.match((await entry.textContent()) ?? '', /Rita Reviews \(rita\)/);
    await noViolations();
  });

  it('refuses her direct requests for guides and for credentials with 403, and changes nothing', async () => {
    const guides = (await servedVersions(server)).guides;
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const post = await page.request.post(`${server.url}/admin/apps/guides/rollback`, { form: { csrf, reason: 'not my app' }, maxRedirects: 0 });
    assert.equal(post.status(), 403);
    const look = await page.request.get(`${server.url}/admin/apps/guides`);
    assert.equal(look.status(), 403);
    assert.equal((await servedVersions(server)).guides, guides);
    // Nor may she make herself a credential for everything.
    assert.equal(await page.getByRole('link', { name: 'Credentials' }).count(), 0);
    assert.equal((await page.request.get(`${server.url}/admin/console/credentials`)).status(), 403);
    const own = await page.request.post(`${server.url}/admin/console/credentials`, { form: { csrf, name: 'rita-own', apps: 'all', can: '*', expiresDays: '30' } });
    assert.equal(own.status(), 403);
    assert.equal(((await admin(server, '/admin/credentials')).body.credentials as unknown[]).length, 0);
  });

  it('ends the session at sign-out, so the old cookie opens nothing', async () => {
    const old = await sessionCookie();
    assert.equal((await consoleWith(old)).status, 200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const replayed = await consoleWith(old);
    assert.equal(replayed.status, 401);
    assert.match(await replayed.text(), /Sign in with localhost/);
  });

  it('ends her sessions when her groups change at the provider, and gives her the new roles at the next sign-in', async () => {
    await signIn('rita');
    const old = await sessionCookie();
    provider.people.get('rita')!.groups = ['guides-team'];
    // The server asks the provider again once OIDC_RECHECK_SECONDS have passed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Your roles have changed. Please sign in again.' }).waitFor();
    assert.equal((await consoleWith(old)).status, 401);

    await signIn('rita');
    await page.getByText('Signed in as Rita Reviews (rita) · release-manager:guides').waitFor();
    assert.deepEqual(await page.locator('main h2 a').allTextContents(), ['guides']);
  });

  it('signs in nobody whose groups give no role', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.context().clearCookies();
    const answer = page.waitForResponse((response) => response.url().includes('/admin/oidc/callback'));
    await signIn('nobody', 'No access');
    assert.equal((await answer).status(), 403);
    await page.getByText('none of your groups gives a role in this console').waitFor();
    assert.equal(await sessionCookie(), '');
  });
});
