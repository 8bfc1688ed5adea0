import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

/** Writes the start of a request, never finishes it, and resolves with what the server answered and when it hung up. */
function stallingRequest(port: number, start: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(30_000, () => reject(new Error('the server kept a stalled request open for 30 s')));
  });
}

describe('load protection: slow clients', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp({ requestTimeoutMs: 1500, headersTimeoutMs: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  it('answers 408 and closes the socket when a body never finishes', async () => {
    const { answer, closedAfterMs } = await stallingRequest(
      port,
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: casino.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(1500 + 2000);
  });

  it('closes the socket when the headers never finish', async () => {
    const { closedAfterMs } = await stallingRequest(port, 'GET / HTTP/1.1\r\nHost: casino.test\r\nX-Slow: 1');
    expect(closedAfterMs).toBeLessThan(1000 + 2000);
  });
});

describe('load protection: rendering', () => {
  let t: TestApp;
  const get = (url: string, remoteAddress = '203.0.113.1') => t.app.inject({ method: 'GET', url, remoteAddress });
  before(async () => {
    t = await createTestApp({ renderRateLimit: 5, subscribeLimit: 5 });
  });
  after(() => t.close());

  it('renders and caches a page without query parameters its route does not declare', async () => {
    expect((await get('/reviews?utm_source=mail')).headers['x-page-cache']).toBe('miss');
    const junk = await get('/reviews?x=8c1f0e2d', '203.0.113.2');
    expect(junk.headers['x-page-cache']).toBe('hit');
    expect(junk.body).not.toContain('8c1f0e2d');
    expect((await get('/reviews', '203.0.113.2')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps the declared parameters: a filtered comparison is its own page', async () => {
    const filtered = await get('/casino-vergleich?lizenz=de&ref=a', '203.0.113.3');
    expect(filtered.headers['x-page-cache']).toBe('miss');
    expect((await get('/casino-vergleich?lizenz=de&ref=b', '203.0.113.3')).headers['x-page-cache']).toBe('hit');
    const unfiltered = await get('/casino-vergleich', '203.0.113.3');
    expect(unfiltered.headers['x-page-cache']).toBe('miss');
    const countOf = (html: string) => /<p role="status">([^<]+)<\/p>/.exec(html)?.[1];
    expect(countOf(filtered.body)).not.toEqual(countOf(unfiltered.body));
  });

  it('sends a filter value the page does not offer, or one given twice, to the page without it; an empty value is the page without it', async () => {
    const cases = [
      ['/casino-vergleich?sortierung=junk123', '/casino-vergleich'],
      ['/casino-vergleich?lizenz=de&sortierung=junk&utm_source=x', '/casino-vergleich?lizenz=de&utm_source=x'],
      ['/casino-vergleich?zahlung=NoSuchPay', '/casino-vergleich'],
      ['/casino-vergleich?lizenz=de&lizenz=eu', '/casino-vergleich?lizenz=de'],
      ['/en/casino-comparison?bewertung=9.4', '/en/casino-comparison'],
    ];
    for (const [asked, location] of cases) {
      const answer = await get(asked!, '203.0.113.4');
      expect({ asked, status: answer.statusCode, location: answer.headers.location }).toEqual({ asked, status: 302, location });
    }
    // Junk by the thousand renders nothing: none of it reaches the page cache or the render limit.
    for (let i = 0; i < 1000; i++) expect((await get(`/casino-vergleich?sortierung=junk${i}`, '203.0.113.4')).statusCode).toBe(302);
    for (const offered of ['/casino-vergleich?zahlung=PayPal&bewertung=9.5&sortierung=bonus&lizenz=eu&auszahlung=schnell', '/casino-vergleich?sortierung=&zahlung=']) {
      expect((await get(offered, '203.0.113.5')).statusCode).toBe(200);
    }
    expect((await get('/casino-vergleich?sortierung=&zahlung=&bewertung=', '203.0.113.5')).headers['x-page-cache']).toBe('hit');
  });

  it('limits fresh renders per address, never cached pages, assets or the API', async () => {
    const visitor = '198.51.100.7';
    await get('/', '203.0.113.9'); // another visitor's request fills the cache
    for (let i = 0; i < 5; i += 1) expect((await get(`/no-such-page-${i}`, visitor)).statusCode).toBe(404);
    const refused = await get('/no-such-page-6', visitor);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/Too many pages/) });
    expect((await get('/', visitor)).headers['x-page-cache']).toBe('hit');
    expect((await get('/api/casinos', visitor)).statusCode).toBe(200);
    expect((await get('/robots.txt', visitor)).statusCode).toBe(200);
    expect((await get('/no-such-page-6', '198.51.100.8')).statusCode).toBe(404);
  });

  // One subscriber is given a whole IPv6 /64 and may send from any address in it.
  it('counts the 75 addresses of one IPv6 /64 as one client for fresh renders and sign-ups; another /64 is another client', async () => {
    const addressOf = (n: number) => `2001:db8:77:1:${(n + 1).toString(16)}:0:${(n * 13).toString(16)}:1`;
    const renders = [];
    for (let n = 0; n < 75; n++) renders.push((await get(`/no-such-page-v6-${n}`, addressOf(n))).statusCode);
    expect(renders).toEqual([...Array<number>(5).fill(404), ...Array<number>(70).fill(429)]);
    expect((await get('/no-such-page-v6-x', '2001:db8:77:2::1')).statusCode).toBe(404);
    const signUp = (n: number, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', remoteAddress, payload: { email: `reader${n}@example.com`, language: 'de' } });
    const signUps = [];
    for (let n = 0; n < 75; n++) signUps.push((await signUp(n, addressOf(n))).statusCode);
    expect(signUps).toEqual([...Array<number>(5).fill(200), ...Array<number>(70).fill(429)]);
    expect((await signUp(99, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  // Right after a release or an import every page is uncached at once.
  it('renders a page once for 200 visitors who ask for it at the same moment; the rest wait for that render', async () => {
    const visitors = Array.from({ length: 200 }, (_, i) => get('/reviews/leovegas', `198.51.100.${i + 20}`));
    const answers = await Promise.all(visitors);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const sources = answers.map((answer) => answer.headers['x-page-cache']);
    expect(sources.filter((source) => source === 'miss')).toHaveLength(1);
    expect(sources.filter((source) => source !== 'miss').every((source) => source === 'joined' || source === 'hit')).toBe(true);
    expect(answers.every((answer) => answer.body.includes('LeoVegas'))).toBe(true);
  });
});
