import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../support/server';
import { canonicalOf, decodeEntities, h1Of, hreflangOf, langOf, metaOf, pageScriptsOf, titleOf } from '../support/html';

/** Each delivered page, as a crawler sees it: content and metadata before any script runs. */
const pages = [
  { path: '/guides/', lang: 'de', h1: 'Casino Ratgeber', alternate: { de: '/guides/', en: '/en/guides/' } },
  { path: '/en/guides/', lang: 'en', h1: 'Casino Guides', alternate: { de: '/guides/', en: '/en/guides/' } },
  { path: '/about', lang: 'de', h1: 'Über uns', alternate: { de: '/about', en: '/en/about' } },
  { path: '/en/about', lang: 'en', h1: 'About Us', alternate: { de: '/about', en: '/en/about' } },
  { path: '/reviews/stake', lang: 'de', h1: `Stake Casino Test ${new Date().getFullYear()}`, alternate: { de: '/reviews/stake', en: '/en/reviews/stake' } },
  { path: '/en/reviews/stake', lang: 'en', h1: `Stake Casino Review ${new Date().getFullYear()}`, alternate: { de: '/reviews/stake', en: '/en/reviews/stake' } },
  { path: '/', lang: 'de', h1: 'Online Casinos im unabhängigen Vergleich', alternate: { de: '/', en: '/en' } },
  { path: '/en', lang: 'en', h1: 'Online Casinos Compared Independently', alternate: { de: '/', en: '/en' } },
];

describe('server HTML', () => {
  let server: RunningServer;
  before(async () => {
    // Started as `npm run serve` starts it, with no NODE_ENV: production must be the default.
    server = await startServer({ NODE_ENV: undefined });
  });
  after(() => server?.stop());

  it('answers every other spelling of an address with 301 to its one address, query kept', async () => {
    const variants = [
      ['/reviews/stake/', '/reviews/stake'],
      ['/about/', '/about'],
      ['/en/', '/en'],
      ['/guides', '/guides/'],
      ['/casino-vergleich/?lizenz=de', '/casino-vergleich?lizenz=de'],
      ['/en/locations/berlin/online-casino', '/locations/berlin/online-casino'],
    ];
    for (const [variant, address] of variants) {
      const response = await fetch(`${server.url}${variant}`, { redirect: 'manual' });
      assert.deepEqual([variant, response.status, response.headers.get('location')], [variant, 301, address]);
    }
  });

  for (const page of pages) {
    it(`${page.path} holds its content and metadata`, async () => {
      const response = await fetch(`${server.url}${page.path}`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      const html = await response.text();
      assert.equal(langOf(html), page.lang);
      assert.equal(decodeEntities(h1Of(html) ?? ''), page.h1);
      assert.ok((titleOf(html) ?? '').length > 10, 'has a title');
      assert.ok((metaOf(html, 'description') ?? '').length > 50, 'has a description');
      assert.equal(metaOf(html, 'og:locale'), page.lang === 'de' ? 'de_DE' : 'en_US');
      assert.ok(metaOf(html, 'og:title'));
      assert.ok(metaOf(html, 'twitter:title'));
      assert.equal(canonicalOf(html), `${server.url}${page.path}`);
      assert.equal(hreflangOf(html, 'de'), `${server.url}${page.alternate.de}`);
      assert.equal(hreflangOf(html, 'en'), `${server.url}${page.alternate.en}`);
      assert.equal(hreflangOf(html, 'x-default'), `${server.url}${page.alternate.de}`);
      assert.match(html, /<footer/);
      assert.match(html, /__CASINO_PAGE__/);
      assert.match(pageScriptsOf(html).scripts[0] ?? '', /^\/_mf\/shell\//);
    });
  }

  it('the stake review carries its structured review data and every part of the page', async () => {
    const html = await (await fetch(`${server.url}/reviews/stake`)).text();
    const block = html.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1];
    assert.ok(block, 'has JSON-LD');
    const data = JSON.parse(block) as { '@type': string; datePublished: string; reviewRating: Record<string, number> };
    assert.equal(data['@type'], 'Review');
    assert.equal(data.datePublished, '2023-01-01');
    assert.deepEqual(data.reviewRating, { '@type': 'Rating', ratingValue: 9.9, bestRating: 10, worstRating: 1 } as never);
    for (const text of ['Bewertung im Detail', 'Software-Anbieter', 'Kryptowährungen', 'Ein- und Auszahlungszeiten', 'Pragmatic Play', 'Bitcoin', '9,9/10']) {
      assert.ok(html.includes(text), `contains ${text}`);
    }
    assert.match(html, /href="\/go\/stake\?from=%2Freviews%2Fstake" target="_blank" rel="sponsored noopener noreferrer"/);    // The route the server matched goes to the browser, whose shell then does not match the URL again.
    assert.ok(html.includes('"match":{"app":"reviews","routeId":"review-stake","params":{},"language":"de"}'), 'carries its route match');
  });

  // Regression: Starda's wagering was 35x on the home page and 30x on the bonus page; Sol's
  // review counted eight cryptocurrencies where the catalogue lists four.
  it('states each fact as the catalogue records it, on every page that shows it', async () => {
    const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    /** The text of each card (article) of a page. */
    const cards = async (path: string) =>
      (await (await fetch(`${server.url}${path}`)).text())
        .split('<article')
        .slice(1)
        .map((card) => plain(`<article${card.slice(0, card.indexOf('</article>'))}`).trim());
    const bonuses = (await (await fetch(`${server.url}/api/bonuses`)).json()) as Array<{ casinoSlug: string; title: string; wagering: number }>;
    const wagering = (slug: string) => bonuses.find((bonus) => bonus.casinoSlug === slug)!.wagering;
    const home = await cards('/en');
    assert.ok(home.some((card) => card.startsWith('Starda Casino Welcome Package') && card.includes(`${wagering('starda')}x wagering`)), 'home: Starda');
    const offers = await cards('/en/best-casino-bonuses');
    for (const [slug, name] of [['sol', 'Sol Casino'], ['starda', 'Starda Casino'], ['leovegas', 'LeoVegas']] as const) {
      const card = offers.find((text) => text.includes(`${name} `) && text.includes('Wagering'));
      assert.match(card ?? '', new RegExp(`Wagering ${wagering(slug)}x Validity`), `bonus page: ${name}`);
    }

    const casinos = (await (await fetch(`${server.url}/api/casinos`)).json()) as Array<{ slug: string; paymentMethods: string[] }>;
    const coins = casinos.find((casino) => casino.slug === 'sol')!.paymentMethods.filter((method) => /bitcoin|ethereum|litecoin|tether|dogecoin|xrp|solana|tron/i.test(method));
    const sol = plain(await (await fetch(`${server.url}/reviews/sol`)).text());
    assert.match(sol, new RegExp(`akzeptiert ${coins.length} Kryptowährungen`));
    assert.doesNotMatch(sol, /acht Kryptowährungen/);
  });

  it('sends a strict Content-Security-Policy that allows exactly the inline script and styles of the page, by hash', async () => {
    for (const path of ['/about', '/reviews/stake', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.doesNotMatch(policy, /unsafe-inline|nonce-/);
      assert.match(policy, /frame-ancestors 'none'/);
      const allowed = (directive: string) => new Set(policy.split('; ').find((d) => d.startsWith(`${directive} `))?.match(/'sha256-[^']+'/g));
      const html = await response.text();
      const inline = (tag: string) =>
        [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)(?![^>]*application/ld\\+json)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
      assert.ok(inline('script').length >= 1 && inline('style').length >= 1, path);
      for (const hash of inline('script')) assert.ok(allowed('script-src').has(hash), `${path}: script ${hash} allowed`);
      for (const hash of inline('style')) assert.ok(allowed('style-src').has(hash), `${path}: style ${hash} allowed`);
      // Nothing else: the state script is the only inline script; one more hash lets styled-components add its empty style element.
      assert.equal(allowed('script-src').size, inline('script').length, path);
      assert.equal(allowed('style-src').size, inline('style').length + 1, path);
    }
  });

  it('carries Organization data on every page and BreadcrumbList data where there is a breadcrumb', async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    for (const path of ['/', '/en/guides/', '/reviews/stake', '/no-such-page']) {
      const found = blocks(await (await fetch(`${server.url}${path}`)).text());
      assert.ok(found.some((b) => b['@type'] === 'Organization' && b.name === 'CasinoVergleich Media GmbH'), path);
    }
    const review = blocks(await (await fetch(`${server.url}/reviews/stake`)).text());
    const crumbs = review.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> };
    assert.deepEqual(
      crumbs.itemListElement.map((c) => [c.position, c.name, c.item]),
      [[1, 'Startseite', `${server.url}/`], [2, 'Casino-Testberichte', `${server.url}/reviews`], [3, 'Stake', `${server.url}/reviews/stake`]],
    );
  });

  it('the remote content comes from the remote: its entry is preloaded', async () => {
    const html = await (await fetch(`${server.url}/guides/`)).text();
    assert.ok(pageScriptsOf(html).preloads.some((href) => /^\/_mf\/guides\/[a-f0-9]{12}\/remoteEntry\.js$/.test(href)));
  });

  it('answers unknown paths with 404 and the spec texts, in both languages', async () => {
    for (const path of ['/no-such-page', '/en/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.match(html, /404 Page Not Found/);
      assert.match(html, /Did you forget to add the page to the router\?/);
      assert.match(html, /<meta name="robots" content="noindex, follow"/);
    }
  });

  it('sends pages brotli- or gzip-compressed as the browser accepts, and plain otherwise', async () => {
    const plain = await fetch(`${server.url}/reviews/stake`, { headers: { 'accept-encoding': 'identity' } });
    const plainHtml = await plain.text();
    assert.equal(plain.headers.get('content-encoding'), null);
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const response = await fetch(`${server.url}/reviews/stake`, { headers: { 'accept-encoding': accept } });
      assert.equal(response.headers.get('content-encoding'), encoding, accept);
      assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/);
      assert.equal(await response.text(), plainHtml);
    }
  });

  it('serves versioned assets immutable and precompressed', async () => {
    const html = await (await fetch(`${server.url}/guides/`)).text();
    const script = pageScriptsOf(html).scripts[0];
    assert.ok(script);
    const response = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('has a health endpoint naming the served versions, in production mode by default', async () => {
    const body = (await (await fetch(`${server.url}/health`)).json()) as { status: string; mode: string; versions: Record<string, string> };
    assert.equal(body.status, 'ok');
    assert.equal(body.mode, 'production');
    assert.deepEqual(Object.keys(body.versions).sort(), ['guides', 'locations', 'newsletter', 'reviews', 'shell']);
  });
});
