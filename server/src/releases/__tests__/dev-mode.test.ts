import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../../core/config';
import { buildVariant } from '../../test-kit/build-variant';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const h1Of = (html: string) => /<h1[^>]*>([^<]+)/.exec(html)?.[1];

/** Reads server-sent events from `url` until one satisfies `wanted`; returns its data. */
async function awaitEvent(url: string, wanted: (data: { server: string; versions: Record<string, string> | null }) => boolean, timeoutMs = 10_000) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: abort.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without the event wanted:\n${text}`);
      text += value;
      for (const event of text.split('\n\n')) {
        const data = /^event: served\ndata: (.*)$/m.exec(event)?.[1];
        if (data && wanted(JSON.parse(data))) return JSON.parse(data) as { server: string; versions: Record<string, string> };
      }
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('development mode (npm run dev)', () => {
  it('is refused where React would run its production build', () => {
    expect(() => loadConfig({ DEV_MODE: '1' })).toThrow(/NODE_ENV=development/);
    expect(() => loadConfig({ DEV_MODE: '1', NODE_ENV: 'production' })).toThrow(/NODE_ENV=development/);
    expect(loadConfig({ DEV_MODE: '1', NODE_ENV: 'development' })).toMatchObject({ devMode: true, pageCacheBytes: 0 });
    expect(loadConfig({ NODE_ENV: 'development' }).devMode).toBe(false);
  });

  describe('a production server', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp();
    });
    after(() => t?.close());

    it('has no development endpoint, and its pages load no reload client', async () => {
      const events = await t.app.inject('/__dev/events');
      expect(events.statusCode).not.toBe(200);
      expect(events.headers['content-type']).not.toMatch(/event-stream/);
      const page = await t.app.inject('/guides/');
      expect(page.statusCode).toBe(200);
      const scripts = [...page.body.matchAll(/"(\/_mf\/shell\/[^"]+\.js)"/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const file = await t.app.inject({ url: script, headers: { 'accept-encoding': 'identity' } });
        expect(file.statusCode).toBe(200);
        expect(file.body).not.toContain('/__dev/');
      }
    });
  });

  describe('a development server', () => {
    let t: TestApp;
    let devBuildsDir: string;
    let url: string;
    before(async () => {
      devBuildsDir = await mkdtemp(path.join(tmpdir(), 'casino-dev-builds-'));
      t = await createTestApp({ devMode: true, devBuildsDir, pageCacheBytes: 0 });
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(async () => {
      await t?.close();
      await rm(devBuildsDir, { recursive: true, force: true });
    });

    it('serves a new development build on the next request, tells open pages, and publishes nothing', async () => {
      const first = await awaitEvent(`${url}/__dev/events`, (data) => data.versions !== null);
      // No development build yet: every app from its last `npm run build`.
      expect(h1Of((await t.app.inject('/guides/')).body)).toBe('Casino Ratgeber');

      const { version } = await buildVariant(t.config.appsRoot, 'guides', path.join(devBuildsDir, 'guides'), { replace: ['Casino Ratgeber', 'Casino Ratgeber Entwurf'] });
      const told = awaitEvent(`${url}/__dev/events`, (data) => data.versions?.guides === version);
      await writeFile(path.join(devBuildsDir, 'guides', 'latest.json'), JSON.stringify({ version }));
      const event = await told;
      expect(event.server).toBe(first.server);
      expect(event.versions.shell).toBe(first.versions.shell);

      const page = await t.app.inject('/guides/');
      expect(h1Of(page.body)).toBe('Casino Ratgeber Entwurf');
      expect(page.headers['x-page-cache']).toBe('off');
      // Its browser files come from the development build's folder.
      const browserDir = path.join(devBuildsDir, 'guides', version, 'browser');
      const changed: string[] = [];
      for (const file of await readdir(browserDir)) if (file.endsWith('.js') && (await readFile(path.join(browserDir, file), 'utf8')).includes('Entwurf')) changed.push(file);
      expect(changed.length).toBeGreaterThan(0);
      const asset = await t.app.inject({ url: `/_mf/guides/${version}/${changed[0]}`, headers: { 'accept-encoding': 'identity' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.body.includes('Casino Ratgeber Entwurf')).toBe(true);

      const published = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_releases');
      expect(published[0]!.n).toBe(0);
      await expect(stat(t.config.releasesDir)).rejects.toThrow(/ENOENT/);
    });

    it('closes at once after pages came and went, so a restart on a change of the server code is not held up', async () => {
      // Pages that left, as a reload does: the client keeps sockets it may use again.
      await awaitEvent(`${url}/__dev/events`, () => true);
      await awaitEvent(`${url}/__dev/events`, () => true);
      let timer: NodeJS.Timeout | undefined;
      const heldUp = new Promise((resolve) => (timer = setTimeout(resolve, 10_000, 'still open after 10 s')));
      const closed = t.app.close().then(() => 'closed');
      expect(await Promise.race([closed, heldUp])).toBe('closed');
      clearTimeout(timer);
    });
  });
});
