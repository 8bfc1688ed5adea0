import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './support/test-app';

/** Whatever a visitor sends, the server answers without a 5xx and stays up. */
describe('robustness against arbitrary input', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const segment = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('api', 'newsletter', 'subscribe', 'go', 'stake', 'locations', 'berlin', '..', '%00', '%ZZ', 'admin'));
  const pathArb = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.map((p) => encodeURIComponent(p)).join('/')}`);
  const jsonish = fc.oneof(fc.json(), fc.string(), fc.constant('{"email":'), fc.constant('{"email":"a@b.de","language":"de","x":{"__proto__":{"y":1}}}'));

  it('random paths and methods never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'), pathArb, async (method, url) => {
        const response = await t.app.inject({ method: method as 'GET', url });
        expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
      }),
      { numRuns: 150 },
    );
  });

  it('random bodies and headers to the sign-up never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        jsonish,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', ''),
        fc.dictionary(fc.constantFrom('x-forwarded-for', 'accept-language', 'cookie', 'if-none-match'), fc.string({ maxLength: 40 })),
        async (payload, contentType, headers) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/newsletter/subscribe',
            headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
            payload,
          });
          expect({ payload, status: response.statusCode < 500 }).toEqual({ payload, status: true });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('random values for the token, redirect and location parameters never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (value) => {
        const encoded = encodeURIComponent(value);
        for (const request of [
          { method: 'POST' as const, url: '/api/newsletter/confirm', payload: { token: value } },
          { method: 'POST' as const, url: `/api/newsletter/unsubscribe?token=${encoded}` },
          { method: 'GET' as const, url: `/go/${encoded}?from=${encoded}&pos=${encoded}` },
          { method: 'GET' as const, url: `/api/locations/${encoded}/${encoded}` },
        ]) {
          const response = await t.app.inject(request);
          expect({ url: request.url, status: response.statusCode < 500 }).toEqual({ url: request.url, status: true });
        }
      }),
      { numRuns: 100 },
    );
  });
});
