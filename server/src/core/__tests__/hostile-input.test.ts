import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

/** The inputs that once reached PostgreSQL or the framework's own error page, each answered by the site itself. */
describe('hostile input is refused before it reaches the database', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ renderRateLimit: 0 });
  });
  after(() => t.close());

  const json = { 'content-type': 'application/json' };

  it('refuses a NUL byte or broken Unicode in a path or query with 400 and the site error format', async () => {
    for (const url of ['/go/%00', '/api/locations/%00/x', '/locations/%00/x', '/reviews/x%00', '/api/casinos?x=%00', '/go/stake?from=%ED%A0%80', '/guides/%C0%80']) {
      const response = await t.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toEqual({ message: expect.stringMatching(/not (valid|allowed)/) });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers malformed addresses in its own format, with its security headers', async () => {
    for (const url of ['/%ff', '/api/%E0%A4%A', '/reviews/%']) {
      const response = await t.app.inject(url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: { message: expect.any(String) } });
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    }
  });

  it('refuses NUL or lone surrogates anywhere in a body, storing nothing', async () => {
    for (const payload of ['{"email":"a\\u0000b@example.com","language":"de"}', '{"email":"\\ud800x@example.com","language":"de"}', '{"email":"ok@example.com","language":"de","x":{"y":["\\u0000"]}}']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: json, payload });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    const [row] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers');
    expect(row!.n).toBe(0);
  });

  it('validates the confirm and unsubscribe tokens by schema: never a 500 for another type', async () => {
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
      for (const payload of ['{"token":{"$ne":1}}', '[]', 'null', '"x"', '{"$ne":1}', '{"token":["a","b"]}', '{"token":123}']) {
        const response = await t.app.inject({ method: 'POST', url, headers: json, payload });
        expect({ url, payload, status: response.statusCode < 500 }).toEqual({ url, payload, status: true });
        expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
      }
      for (const payload of ['{"token":{"$ne":1}}', '[]']) expect((await t.app.inject({ method: 'POST', url, headers: json, payload })).statusCode).toBe(400);
    }
    const oneClick = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=abc' });
    expect(oneClick.statusCode).toBe(404);
  });

  // The refusal names the field and what it wants; the validator's pattern or schema path would tell a prober the rule to craft around.
  it('says what is wrong in words, never a pattern, a schema path or a validator\'s wording', async () => {
    const requests: Array<{ url: string; payload: string }> = [
      { url: '/api/view', payload: '{"versions":{"guides":"<script>"},"path":"/"}' },
      { url: '/api/view', payload: '{"versions":{"../../etc":"abcdefabcdef"}}' },
      { url: '/api/view', payload: '{"versions":[]}' },
      { url: '/api/navigation', payload: '{"path":{"$gt":""}}' },
      { url: '/api/vitals', payload: '{"versions":"x","metrics":null}' },
      { url: '/api/client-errors', payload: '{"app":"guides","version":"\' OR 1=1 --","kind":"crash"}' },
      { url: '/api/newsletter/subscribe', payload: '{"email":["a@example.com"],"language":"de\' OR 1=1"}' },
      { url: '/api/newsletter/confirm', payload: '{"token":"' + 'x'.repeat(500) + '"}' },
    ];
    for (const { url, payload } of requests) {
      const response = await t.app.inject({ method: 'POST', url, headers: json, payload });
      const { message } = response.json<{ message: string }>();
      expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status: 400 });
      expect({ url, payload, message, leaks: /must match pattern|must have required|must NOT|\b(body|querystring|params)\/|\^|\$|\\[sdw]/.test(message) }).toEqual({ url, payload, message, leaks: false });
    }
  });
});
