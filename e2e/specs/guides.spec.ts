import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectProblems, siteInBrowser, waitForHydration } from '../support/browser';
import { canonicalOf, decodeEntities, h1Of, hreflangOf } from '../support/html';

const pages = [
  { de: '/guides/', en: '/en/guides/', h1: { de: 'Casino Ratgeber', en: 'Casino Guides' } },
  { de: '/guides/casino-bonus-guide', en: '/en/guides/casino-bonus-guide', h1: { de: 'Casino Bonus Ratgeber', en: 'Casino Bonus Guide' } },
  { de: '/guides/responsible-gambling', en: '/en/guides/responsible-gambling', h1: { de: 'Verantwortungsvolles Spielen', en: 'Responsible Gambling' } },
  { de: '/blackjack', en: '/en/blackjack', h1: { de: 'Blackjack: Regeln und Grundstrategie', en: 'Blackjack: Rules and Basic Strategy' } },
  { de: '/online-casino', en: '/en/online-casino', h1: { de: 'Online Casino: So erkennst du seriöse Anbieter', en: 'Online Casinos: How to Spot a Trustworthy Operator' } },
  { de: '/about', en: '/en/about', h1: { de: 'Über uns', en: 'About Us' } },
  { de: '/contact', en: '/en/contact', h1: { de: 'Kontakt', en: 'Contact Us' } },
  { de: '/privacy', en: '/en/privacy', h1: { de: 'Datenschutzerklärung', en: 'Privacy Policy' } },
  { de: '/terms', en: '/en/terms', h1: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and Conditions' } },
  { de: '/impressum', en: '/en/imprint', h1: { de: 'Impressum', en: 'Imprint' } },
];

describe('guides, topic and static pages', () => {
  const site = siteInBrowser();

  for (const page of pages) {
    for (const language of ['de', 'en'] as const) {
      it(`${page[language]} is server-rendered with breadcrumb, back link and its two language versions`, async () => {
        const response = await fetch(`${site.server.url}${page[language]}`);
        assert.equal(response.status, 200);
        const html = await response.text();
        // Soft hyphens mark where a long German word may break; a reader does not see them.
        const h1 = decodeEntities(h1Of(html) ?? '').replace(/\u00ad/g, '');
        assert.equal(h1, page.h1[language]);
        assert.match(html, new RegExp(`<nav aria-label="${language === 'de' ? 'Brotkrumen-Navigation' : 'Breadcrumb'}"`));
        assert.match(html, new RegExp(`>${language === 'de' ? 'Startseite' : 'Home'}</a>`));
        assert.match(html, new RegExp(`href="${language === 'de' ? '/' : '/en'}"[^>]*>(?:(?!</a>).)*${language === 'de' ? 'Zurück zur Startseite' : 'Back to home'}</a>`));
        assert.equal(canonicalOf(html), `${site.server.url}${page[language]}`);
        assert.equal(hreflangOf(html, 'de'), `${site.server.url}${page.de}`);
        assert.equal(hreflangOf(html, 'en'), `${site.server.url}${page.en}`);
      });
    }
  }

  it('renders guide sections with emphasised lead-ins, never raw markers', async () => {
    const html = await (await fetch(`${site.server.url}/guides/casino-bonus-guide`)).text();
    assert.ok((html.match(/<li><strong>[^<]+:<\/strong>/g) ?? []).length >= 15);
    assert.doesNotMatch(html, /\*\*/);
  });

  it('shows the real helpline in the responsible-gambling help box, in both languages', async () => {
    for (const path of ['/guides/responsible-gambling', '/en/guides/responsible-gambling']) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      assert.match(html, /href="tel:\+498001372700">0800 1 37 27 00<\/a>/);
      assert.match(html, path.startsWith('/en') ? /Free &amp; Anonymous/ : /Kostenlos &amp; anonym/);
      assert.match(html, path.startsWith('/en') ? /Helpline:/ : /Hotline:/);
    }
  });

  it('lists four contact categories with mail links and no form', async () => {
    const html = await (await fetch(`${site.server.url}/contact`)).text();
    assert.equal((html.match(/href="mailto:/g) ?? []).length, 4);
    assert.doesNotMatch(html, /<form/);
  });

  it('shows the configured operator in the imprint, linked from the footer', async () => {
    const html = await (await fetch(`${site.server.url}/en/imprint`)).text();
    assert.match(html, /CasinoVergleich Media GmbH, Friedrichstraße 123, 10117 Berlin/);
    const home = await (await fetch(`${site.server.url}/`)).text();
    assert.match(home, /href="\/impressum"[^>]*>Impressum</);
  });

  it('navigates from the index to a guide and back home in the browser without errors', async () => {
    const page = await site.browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.url}/en/guides/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: /Read Guide: .*Bonus/ }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.match(page.url(), /\/en\/guides\/casino-bonus-guide$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${site.server.url}/en`);
    assert.deepEqual(problems, []);
    await page.close();
  });
});
