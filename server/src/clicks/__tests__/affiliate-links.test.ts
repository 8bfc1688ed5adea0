import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { normaliseStoredAffiliateUrls } from '../../catalogue/affiliate-url';
import { createTestApp, type TestApp } from '../../test-kit/test-app';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

const TOKEN = 'affiliate-links-test-token-0123456789abcdef';

/**
 * Affiliate URLs as an operator's catalogue may hold them: the import stores them as a redirect
 * can carry them or refuses them naming the casino, and /go/ never answers with a server error,
 * even for a URL stored before the import checked them.
 */
describe('affiliate links', () => {
  let t: TestApp;
  const importing = (catalog: object) => t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog });
  const clicks = async (slug: string) => Number((await t.app.db.query<{ n: string }>('SELECT count(*) AS n FROM affiliate_clicks WHERE casino_slug = $1', [slug]))[0]!.n);
  const storedUrl = async (slug: string) => (await t.app.db.query<{ url: string }>('SELECT affiliate_url AS url FROM casinos WHERE slug = $1', [slug]))[0]!.url;

  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  after(() => t.close());

  it('stores an URL with characters a header cannot carry percent-encoded, and redirects to it', async () => {
    const catalog = seedCatalogue();
    catalog.casinos[0]!.affiliateUrl = 'https://example.com/bonus-€100?ref=site&note=ä';
    catalog.casinos[1]!.affiliateUrl = 'https://example.com/a\u0001b';
    expect((await importing(catalog)).statusCode).toBe(200);
    const [first, second] = [catalog.casinos[0]!, catalog.casinos[1]!];
    expect(await storedUrl(first.slug)).toBe('https://example.com/bonus-%E2%82%AC100?ref=site&note=%C3%A4');
    const go = await t.app.inject(`/go/${second.slug}`);
    expect([go.statusCode, go.headers.location]).toEqual([302, 'https://example.com/a%01b']);
  });

  it('refuses a catalogue with an URL that is not an absolute https URL, naming the casino, and keeps the stored one', async () => {
    const before = await storedUrl('stake');
    for (const bad of ['https://', 'https://user:secret@example.com/', 'https://exa mple.com/']) {
      const catalog = seedCatalogue();
      const index = catalog.casinos.findIndex((casino) => casino.slug === 'stake');
      catalog.casinos[index]!.affiliateUrl = bad;
      const answer = await importing(catalog);
      expect([answer.statusCode, answer.json<{ errors: string[] }>().errors.join('\n')]).toEqual([400, expect.stringContaining(`casinos[${index}] "stake"`)]);
    }
    expect(await storedUrl('stake')).toBe(before);
  });

  it('redirects for a URL stored before the import checked them, and answers one that is no URL (a space in its host) with a 404 and the site’s headers, counting no click', async () => {
    // Rows from before: a character a header cannot carry (which once made /go/ answer 500), and no URL at all.
    await t.app.db.query("UPDATE casinos SET affiliate_url = 'https://example.com/bonus-€100' WHERE slug = 'stake'");
    await t.app.db.query("UPDATE casinos SET affiliate_url = 'https://exa mple.com/x' WHERE slug = 'sol'");
    await t.app.catalog.load();
    const counted = { stake: await clicks('stake'), sol: await clicks('sol') };
    const stake = await t.app.inject('/go/stake?from=/casino-vergleich&pos=1');
    expect([stake.statusCode, stake.headers.location]).toEqual([302, 'https://example.com/bonus-%E2%82%AC100']);
    const sol = await t.app.inject('/go/sol?from=/casino-vergleich&pos=2');
    expect([sol.statusCode, sol.headers.location, sol.headers['x-content-type-options']]).toEqual([404, undefined, 'nosniff']);
    expect({ stake: await clicks('stake'), sol: await clicks('sol') }).toEqual({ stake: counted.stake + 1, sol: counted.sol });

    // A start stores the first one encoded; the other stays until an import replaces it.
    expect(await normaliseStoredAffiliateUrls(t.app.db)).toEqual(['stake']);
    expect([await storedUrl('stake'), await storedUrl('sol')]).toEqual(['https://example.com/bonus-%E2%82%AC100', 'https://exa mple.com/x']);
  });

  it('still sends the visitor on when the click cannot be recorded', async () => {
    await t.app.db.query('ALTER TABLE affiliate_clicks RENAME TO affiliate_clicks_away');
    try {
      const go = await t.app.inject('/go/leovegas?from=/&pos=3');
      expect([go.statusCode, go.headers.location]).toEqual([302, expect.stringMatching(/^https:\/\//)]);
    } finally {
      await t.app.db.query('ALTER TABLE affiliate_clicks_away RENAME TO affiliate_clicks');
    }
  });
  // A sender chooses its User-Agent and, on IPv6, its address within its /64 freely: neither makes it another client.
  it('counts 20 clicks on one casino from one address with 20 browsers once, and from 20 addresses of one IPv6 /64 once', async () => {
    const browser = (i: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${110 + i}.0.0.0 Safari/537.36`;
    const click = (remoteAddress: string, i: number) => t.app.inject({ url: '/go/izzi?from=/casino-vergleich&pos=2', remoteAddress, headers: { 'user-agent': browser(i) } });
    const before = await clicks('izzi');
    for (let i = 0; i < 20; i++) expect((await click('198.51.100.44', i)).statusCode).toBe(302);
    expect(await clicks('izzi')).toBe(before + 1);
    for (let i = 0; i < 20; i++) expect((await click(`2001:db8:44:1:${(i + 1).toString(16)}::${(i * 3 + 1).toString(16)}`, i)).statusCode).toBe(302);
    expect(await clicks('izzi')).toBe(before + 2);
    // Another network is another client.
    expect((await click('2001:db8:44:2::1', 0)).statusCode).toBe(302);
    expect(await clicks('izzi')).toBe(before + 3);
  });
});
