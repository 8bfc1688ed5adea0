import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';

/** The headers every answer of the site carries, as a browser reads them. */
const SECURITY = ['x-content-type-options', 'x-frame-options', 'content-security-policy', 'referrer-policy', 'permissions-policy'];

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as it is on a socket of its own and reads what the server answered before it hung up (or before `end` was seen). */
function exchange(port: number, request: string, { hangUp = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk.toString('latin1');
      // A client that keeps its connection open gets the whole answer once its body has arrived.
      if (hangUp && /\r\n\r\n/.test(raw) && raw.length >= raw.indexOf('\r\n\r\n') + 4 + Number(/content-length: (\d+)/i.exec(raw)?.[1] ?? 0)) socket.end();
    });
    socket.on('close', () => {
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.setTimeout(30_000, () => reject(new Error('the server kept the socket open for 30 s')));
  });
}

const security = (answer: RawAnswer) => Object.fromEntries(SECURITY.map((name) => [name, answer.headers[name]]));

/**
 * Node answers some requests itself, before any route or hook of the site: requests it cannot
 * read, too slow or with headers too large, without Host, or with an expectation it does not
 * know. A browser (or a proxy in front) renders those answers too: they carry the same
 * security headers as every other answer of the site.
 */
describe("Node's own replies", () => {
  let t: TestApp;
  let port: number;
  let expected: Record<string, string | undefined>;

  before(async () => {
    t = await createTestApp({ requestTimeoutMs: 1500, headersTimeoutMs: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    // What the site's own answers carry (its 404 in the API's format).
    expected = security(await exchange(port, 'GET /api/nothing-here HTTP/1.1\r\nHost: casino.test\r\nConnection: close\r\n\r\n'));
    expect(Object.values(expected).every(Boolean)).toBe(true);
  });
  after(() => t.close());

  it('answers headers too large with 431, with the security headers', async () => {
    const answer = await exchange(port, `GET / HTTP/1.1\r\nHost: casino.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect({ status: answer.status, ...security(answer) }).toEqual({ status: 431, ...expected });
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers are too large.' });
  });

  it('answers a request whose headers never finish with 408, with the security headers', async () => {
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost: casino.test\r\nX-Slow: 1');
    expect({ status: answer.status, ...security(answer) }).toEqual({ status: 408, ...expected });
  });

  it('answers a request whose body never finishes with 408, with the security headers', async () => {
    const answer = await exchange(port, 'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: casino.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    expect({ status: answer.status, ...security(answer) }).toEqual({ status: 408, ...expected });
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request did not arrive in time.' });
  });

  it('answers what is not HTTP with 400, with the security headers', async () => {
    const answer = await exchange(port, 'HELLO <script>alert(1)</script>\r\n\r\n');
    expect({ status: answer.status, ...security(answer) }).toEqual({ status: 400, ...expected });
  });

  it('answers an HTTP/1.1 request without Host (400) and an unknown expectation (417) with the security headers', async () => {
    const withoutHost = await exchange(port, 'GET /robots.txt HTTP/1.1\r\n\r\n');
    expect({ status: withoutHost.status, ...security(withoutHost) }).toEqual({ status: 400, ...expected });
    const expectation = await exchange(port, 'GET /robots.txt HTTP/1.1\r\nHost: casino.test\r\nExpect: a-teapot\r\n\r\n', { hangUp: true });
    expect({ status: expectation.status, ...security(expectation) }).toEqual({ status: 417, ...expected });
  });

  it('leaves a page its own policy', async () => {
    const page = await exchange(port, 'GET /robots.txt HTTP/1.1\r\nHost: casino.test\r\nConnection: close\r\n\r\n');
    expect(security(page)).toEqual(expected);
    const home = await exchange(port, 'GET / HTTP/1.1\r\nHost: casino.test\r\nConnection: close\r\n\r\n');
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});

describe('a request that arrives while the server closes', () => {
  it('is answered 503 with the security headers', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    const closed = (async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const expected = security(await exchange(port, 'GET /api/nothing-here HTTP/1.1\r\nHost: casino.test\r\nConnection: close\r\n\r\n'));
      // A request the server has begun (its body not yet sent) keeps the connection open while the server closes.
      const body = '{"message":"boom","url":"/"}';
      const socket = net.connect(port, '127.0.0.1');
      let raw = '';
      const ended = new Promise((resolve, reject) => {
        socket.on('close', resolve);
        socket.on('error', reject);
      });
      const continued = new Promise<void>((resolve) =>
        socket.on('data', (chunk) => {
          raw += chunk.toString('latin1');
          if (raw.startsWith('HTTP/1.1 100')) resolve();
        }),
      );
      socket.write(`POST /api/client-errors HTTP/1.1\r\nHost: casino.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
      await continued;
      const closing = t.app.close();
      expect(await within(20_000, async () => !t.app.server.listening)).not.toBeNull();
      // The body, and another request on the same connection.
      socket.write(`${body}GET /robots.txt HTTP/1.1\r\nHost: casino.test\r\n\r\n`);
      await ended;
      await closing;
      const last = raw.slice(raw.lastIndexOf('HTTP/1.1 '));
      const [head = ''] = last.split('\r\n\r\n');
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect({ status: Number(head.split(' ')[1]), ...security({ status: 0, headers, body: '' }) }).toEqual({ status: 503, ...expected });
    })();
    await closed.finally(() => t.close());
  });
});
