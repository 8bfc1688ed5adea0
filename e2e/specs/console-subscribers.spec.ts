import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN_TOKEN } from '../support/admin';
import { axeViolations } from '../support/axe';
import { siteInBrowser } from '../support/browser';

const ADDRESS = 'erika.muster@example.de';

/**
 * An admin answers a subscriber's request in the console, by keyboard and pointer alike: the
 * export shown on the page, then the erasure, which the browser posts only with both addresses
 * and a reason. Both pages pass axe.
 */
describe("a subscriber's data in the console's browser page", () => {
  const site = siteInBrowser({ ADMIN_TOKEN });

  it('shows what is kept about an address, then erases it once confirmed', { timeout: 60_000 }, async () => {
    const signUp = await fetch(`${site.server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: ADDRESS, language: 'de' }) });
    assert.equal(signUp.status, 200);
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/admin`);
    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByLabel('Admin token').press('Enter');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Subscriber data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscriber data' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe on the subscriber data page');

    const exportForm = page.locator('form', { has: page.getByRole('heading', { name: 'Export' }) });
    await exportForm.getByLabel('Address').fill(ADDRESS);
    await exportForm.getByRole('button', { name: 'Show the data' }).click();
    await page.getByRole('heading', { level: 2, name: 'What is kept' }).waitFor();
    assert.match(await page.locator('pre').innerText(), /"status": "pending"/);
    assert.equal(new URL(page.url()).search, '', 'the address never travels in the page address');

    const eraseForm = page.locator('form', { has: page.getByRole('heading', { name: 'Erase' }) });
    await eraseForm.getByLabel('Address', { exact: true }).fill(ADDRESS);
    await eraseForm.getByRole('button', { name: 'Erase everything kept about the address' }).click();
    // The browser itself holds the form back while the confirmation and the reason are missing.
    assert.equal(new URL(page.url()).pathname, '/admin/console/subscribers/export');
    await eraseForm.getByLabel('The address again, to confirm').fill(ADDRESS);
    await eraseForm.getByLabel('Reason').fill('asked by mail');
    await eraseForm.getByRole('button', { name: 'Erase everything kept about the address' }).click();
    await page.getByRole('status').filter({ hasText: 'Removed 1 subscription(s) and 1 mail(s).' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe after the erasure');
    await page.close();
  });
});
