import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
// The catalogue import the server's own tests use.
import { importSeedWithBonus } from '../../server/src/test-kit/catalog-import';
import { ADMIN_TOKEN } from '../support/admin';
import { startServer, type RunningServer } from '../support/server';

async function get(server: RunningServer, pagePath: string, cookie?: string) {
  const response = await fetch(`${server.url}${pagePath}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text(), cache: response.headers.get('x-page-cache') };
}

describe('page cache', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({ ADMIN_TOKEN });
  });
  after(() => server?.stop());

  it('serves a page again from the cache as the same bytes and policy, in the encoding asked for', async () => {
    const first = await get(server, '/casino-vergleich');
    const second = await get(server, '/casino-vergleich');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.response.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get('content-security-policy')).toBe(first.response.headers.get('content-security-policy'));
    for (const encoding of ['br', 'gzip']) {
      // Undici's fetch decodes what it asked for: what arrives compressed must be the page itself.
      const response = await fetch(`${server.url}/casino-vergleich`, { headers: { 'accept-encoding': encoding } });
      expect([response.headers.get('x-page-cache'), response.headers.get('content-encoding')]).toEqual(['hit', encoding]);
      expect(await response.text()).toBe(first.html);
    }
  });

  it('keeps the home page apart per chosen language', async () => {
    await get(server, '/');
    const english = await get(server, '/', 'language=en');
    const german = await get(server, '/');
    expect(english.html).toMatch(/<html lang="en">/);
    expect(german.html).toMatch(/<html lang="de">/);
    expect(german.cache).toBe('hit');
    // A shared cache keys the home page on the language it states in X-Site-Language, never on the whole Cookie header.
    expect(english.response.headers.get('vary')).toBe('Accept-Encoding, X-Site-Cohort, X-Site-Language');
    // Elsewhere the path decides the language: one entry serves every visitor.
    await get(server, '/reviews/stake');
    const withCookie = await get(server, '/reviews/stake', 'language=en');
    expect(withCookie.cache).toBe('hit');
    expect(withCookie.html).toMatch(/<html lang="de">/);
  });

  it('shows imported data on the next request', async () => {
    expect((await get(server, '/casino-vergleich')).html).not.toContain('Testbonus 777');
    expect(await importSeedWithBonus(server.url, ADMIN_TOKEN, 'Testbonus 777 %')).toBe(200);
    const after = await get(server, '/casino-vergleich');
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Testbonus 777 %');
  });

  it('never keeps pages opened from a mail link, nor pages that are not found', async () => {
    for (let i = 0; i < 2; i++) expect((await get(server, '/newsletter/confirm?token=abc')).cache).toBe('off');
    await get(server, '/reviews/no-such-casino');
    const missing = await get(server, '/reviews/no-such-casino');
    expect(missing.response.status).toBe(404);
    expect(missing.cache).toBe('miss');
    expect((await get(server, '/no-such-page')).cache).toBe('off');
  });
});
