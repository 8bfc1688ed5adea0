import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { redactingLogger, redactSecrets } from '../log-redaction';
import { copyVarDir, firstStart } from '../../test-kit/first-start';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';
import { oncePerRun } from '../../test-kit/test-app';
import { within } from '../../test-kit/within';

describe('secrets in addresses are redacted', () => {
  it('replaces the value of every token-like query parameter and keeps the rest', () => {
    expect(redactSecrets('/newsletter/confirm?token=abcDEF123-_')).toBe('/newsletter/confirm?token=…');
    expect(redactSecrets('/en/page?lang=de&token=abc&access_token=def&code=42&state=x&page=2#top')).toBe('/en/page?lang=de&token=…&access_token=…&code=…&state=…&page=2#top');
    expect(redactSecrets('failed at https://casino.test/_preview?token=abc while loading')).toBe('failed at https://casino.test/_preview?token=… while loading');
    expect(redactSecrets('/casinos?sort=rating&codeword=1')).toBe('/casinos?sort=rating&codeword=1');
    expect(redactSecrets('/newsletter/confirm?token=')).toBe('/newsletter/confirm?token=');
  });

  it('redacts the message, stack and cause of a logged error', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) });
    const app = Fastify({ logger: { ...redactingLogger, stream } });
    const cause = new Error('fetch https://casino.test/_preview?token=CauseSecret0123 failed');
    const error = Object.assign(new Error('render of /newsletter/confirm?token=ErrorSecret0123 failed', { cause }), { code: 'E_RENDER' });
    app.log.error({ err: error }, 'a page failed');
    await app.close();
    const logged = JSON.parse(lines.find((line) => line.includes('a page failed'))!) as { err: { message: string; stack: string; code: string; cause: { message: string } } };
    expect(logged.err).toMatchObject({ message: 'render of /newsletter/confirm?token=… failed', code: 'E_RENDER', cause: { message: 'fetch https://casino.test/_preview?token=… failed' } });
    expect(logged.err.stack).toContain('confirm?token=…');
    expect(lines.join('')).not.toMatch(/Secret0123/);
  });
});

/**
 * Newsletter and preview links carry their credential in the address: whoever reads the
 * server's log must not find it there, on any route, whatever the route answers.
 */
describe('the request log holds no token', oncePerRun, () => {
  let varDir: string;
  let server: ServerProcess;
  before(async () => {
    varDir = await mkdtemp(path.join(tmpdir(), 'casino-log-'));
    // A copy of the first start: what a first start logs is not what this looks at.
    copyVarDir(await firstStart(undefined), varDir);
    server = await startServerProcess({ DATABASE_URL: '', VAR_DIR: varDir, SITE_URL: 'https://casino.test', LOG_LEVEL: 'info' });
  });
  after(async () => {
    await server?.stop();
    await rm(varDir, { recursive: true, force: true });
  });

  it('logs each address with its token redacted', async () => {
    const secret = (n: number) => `Secret${n}Value0123456789abcdefghijklmnopqrstu`;
    const addresses = [
      `/newsletter/confirm?token=${secret(1)}`,
      `/en/newsletter/unsubscribe?token=${secret(2)}`,
      `/api/newsletter/unsubscribe?token=${secret(3)}`,
      `/_preview?token=${secret(4)}`,
      `/nowhere?lang=de&token=${secret(5)}`,
    ];
    for (const address of addresses) await fetch(`${server.url}${address}`, { redirect: 'manual' }).then((response) => response.arrayBuffer());
    await fetch(`${server.url}/api/newsletter/unsubscribe?token=${secret(6)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }).then((response) => response.arrayBuffer());
    // A browser's error report that quotes the address it failed on.
    await fetch(`${server.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ app: 'newsletter', version: 'a'.repeat(12), kind: 'render', message: `failed on https://casino.test/newsletter/confirm?token=${secret(7)}` }),
    }).then((response) => response.arrayBuffer());

    const sent = addresses.length + 2;
    const completed = () => server.lines.filter((line) => line.includes('"request completed"')).length;
    expect(await within(10_000, async () => completed() >= sent)).not.toBeNull();

    const incoming = server.lines.filter((line) => line.includes('"incoming request"')).map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    for (const address of addresses) expect(incoming).toContain(address.replace(/token=.*/, 'token=…'));
    expect(incoming).toContain('/api/newsletter/unsubscribe?token=…');
    expect(server.lines.find((line) => line.includes('a browser reported an error'))).toContain('confirm?token=…');
    expect(server.lines.filter((line) => /Secret\dValue/.test(line))).toEqual([]);
  });
});
