import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '../../server/src/test-kit/free-port';
import { repoRoot } from './server';

export interface DevSession {
  url: string;
  /** The session's own files: its development builds, its embedded database. */
  varDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `npm run dev` as a developer starts it (scripts/dev.mjs), watching `apps` (and the shell), on a
 * free port and a folder of its own; resolves once every app's development build is served.
 */
export async function startDevSession(apps: string[]): Promise<DevSession> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const varDir = mkdtempSync(path.join(tmpdir(), 'casino-dev-'));
  let output = '';
  // Its own process group: stopping it stops the watchers and the server with it.
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'dev.mjs'), ...apps], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', VAR_DIR: varDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    }).then(() => rmSync(varDir, { recursive: true, force: true }));
  // The first development builds take a busy two-core machine a minute or more.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const health = await fetch(`${url}/health`).then((r) => r.json() as Promise<{ versions?: Record<string, string> }>, () => null);
    if (health?.versions && Object.keys(health.versions).length === 5 && (await fetch(url).then((r) => r.status, () => 0)) === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not serve every app:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, varDir, output: () => output, stop };
}

/** A change a developer saves: `from` replaced by `to` in a source file of the checkout; the page then holds `marker`. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
  marker: string;
}

/**
 * Waits until the open page holds `text` in its DOM (attributes included), or no longer does.
 * Playwright asks again after each of the page's own reloads, so nobody reloads it from here.
 */
async function until(page: Page, text: string, present: boolean, timeoutMs: number): Promise<void> {
  await page
    .waitForFunction(([wanted, shown]) => document.documentElement.outerHTML.includes(wanted) === shown, [text, present] as const, { polling: 20, timeout: timeoutMs })
    .catch((error: Error) => Promise.reject(new Error(`the page did not ${present ? 'show' : 'drop'} "${text}" within ${timeoutMs} ms: ${error.message}`)));
}

/** Saves `edit`, runs `fn`, and puts the file back whatever happened (also when the process ends). */
export async function withSourceEdit<T>(edit: Omit<SourceEdit, 'marker'>, fn: () => Promise<T>): Promise<T> {
  const file = path.join(repoRoot, edit.file);
  const original = readFileSync(file, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer holds ${JSON.stringify(edit.from)}: update the edit`);
  const restore = () => writeFileSync(file, original);
  process.once('exit', restore);
  try {
    writeFileSync(file, original.replace(edit.from, edit.to));
    return await fn();
  } finally {
    restore();
    process.removeListener('exit', restore);
  }
}

/**
 * Saves `edit` and waits until the open page shows `edit.marker` by itself (nobody reloads it);
 * returns the milliseconds from the save to then. Once the file is back, the page is followed
 * until it no longer shows the marker.
 */
export async function editToVisible(page: Page, edit: SourceEdit, timeoutMs = 60_000): Promise<number> {
  try {
    const savedAt = performance.now();
    return await withSourceEdit(edit, async () => {
      await until(page, edit.marker, true, timeoutMs);
      return performance.now() - savedAt;
    });
  } finally {
    await until(page, edit.marker, false, timeoutMs);
  }
}
