import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { freshVisitor, serverAndBrowser, waitForHydration } from '../support/browser';
import { PAGE_TYPES } from '../support/page-types';
import { checkStructuredData, structuredDataOf } from '../support/structured-data';
import type { RunningServer } from '../support/server';

// vnu-jar exports the path of its jar (and has no type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = String(require('vnu-jar'));

describe('audits', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    ({ server, browser } = await serverAndBrowser());
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Page after page in one tab: a new tab for each page costs Chromium a renderer start and
  // compiling the scripts anew, three times the processor time of the page itself.
  let tab: Page | undefined;
  for (const type of PAGE_TYPES) {
    it(`axe finds no violations on the ${type.name} page in both languages`, async () => {
      tab ??= await browser.newPage();
      for (const pagePath of type.paths) {
        await tab.goto(`${server.url}${pagePath}`);
        await waitForHydration(tab);
        expect({ page: pagePath, violations: await axeViolations(tab) }).toEqual({ page: pagePath, violations: [] });
      }
    });
  }

  it('axe finds no violations with the consent banner open, on a phone', async () => {
    const context = await freshVisitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the Nu Html Checker finds no errors in the server HTML of any page type', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'casino-vnu-'));
    try {
      const files: string[] = [];
      for (const type of PAGE_TYPES) {
        for (const pagePath of type.paths) {
          const response = await fetch(`${server.url}${pagePath}`);
          expect({ page: pagePath, status: response.status }).toEqual({ page: pagePath, status: type.status ?? 200 });
          const file = path.join(dir, `${files.length}-${pagePath.replace(/[^a-z0-9]+/gi, '_')}.html`);
          await writeFile(file, await response.text());
          files.push(file);
        }
      }
      // A page with a known error goes along: the checker must report it, or it did not
      // really run (no Java, a broken jar) and the silence below would mean nothing.
      const control = path.join(dir, 'control-known-error.html');
      await writeFile(control, '<!DOCTYPE html><html lang="en"><head><title>control</title></head><body><p><div>block in a paragraph</div></p></body></html>');
      // One short run: the JVM's first compiler alone (its optimising one spent more processor time
      // than the checking: 5.0 → 2.7 s), with the deeper stack its frames need for the HTML schema.
      const java = ['-XX:TieredStopAtLevel=1', '-Xss8m'];
      const { stdout } = await promisify(execFile)('java', [...java, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', control, ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
        // The checker exits 1 when it found errors; its report is still on stdout.
        (error: { code?: unknown; stdout?: string; stderr?: string }) => {
          if (!error.stdout) throw new Error(`the Nu Html Checker did not run (${String(error.code)}): ${error.stderr ?? ''}`);
          return { stdout: error.stdout };
        },
      );
      const messages = (JSON.parse(stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages;
      const isControl = (m: { url: string }) => m.url.endsWith('control-known-error.html');
      expect(messages.some((m) => isControl(m) && m.type === 'error')).toBe(true);
      const errors = messages.filter((m) => m.type === 'error' && !isControl(m)).map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('every page type carries structured data that parses and has the required properties', async () => {
    for (const type of PAGE_TYPES) {
      for (const pagePath of type.paths) {
        const html = await (await fetch(`${server.url}${pagePath}`)).text();
        const blocks = structuredDataOf(html);
        expect({ page: pagePath, problems: blocks.flatMap((block) => checkStructuredData(block, server.url)) }).toEqual({ page: pagePath, problems: [] });
        const types = blocks.map((block) => block['@type']);
        expect({ page: pagePath, organization: types.includes('Organization') }).toEqual({ page: pagePath, organization: true });
        if (type.breadcrumb !== false) expect({ page: pagePath, breadcrumbList: types.includes('BreadcrumbList') }).toEqual({ page: pagePath, breadcrumbList: true });
      }
    }
    const typesOn = async (pagePath: string) => structuredDataOf(await (await fetch(`${server.url}${pagePath}`)).text()).map((block) => block['@type']);
    expect(await typesOn('/')).toContain('FAQPage');
    expect(await typesOn('/en/reviews/stake')).toContain('Review');
    expect(await typesOn('/reviews/leovegas')).toContain('Review');
  });

  it('has no broken internal links: a crawl from / and /en reaches every linked page', async () => {
    const seen = new Map<string, number>();
    const queue = ['/', '/en'];
    const origin = new URL(server.url);
    while (queue.length > 0) {
      const pagePath = queue.shift()!;
      if (seen.has(pagePath)) continue;
      // Affiliate links leave the site: they must redirect, not be followed.
      const response = await fetch(`${server.url}${pagePath}`, { redirect: 'manual' });
      seen.set(pagePath, response.status);
      if (pagePath.startsWith('/go/') || !(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<(?:a|link)\s[^>]*href="([^"]+)"/g)) {
        const url = new URL(href!.replace(/&amp;/g, '&'), `${server.url}${pagePath}`);
        if (url.origin !== origin.origin || url.pathname.startsWith('/_mf/')) continue;
        const target = `${url.pathname}${url.search}`;
        if (!seen.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
    const broken = [...seen].filter(([pagePath, status]) => (pagePath.startsWith('/go/') ? status !== 302 : status !== 200));
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(60);
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['/en/reviews/stake', '/guides/responsible-gambling', '/impressum', '/en/imprint']));
  });
});
