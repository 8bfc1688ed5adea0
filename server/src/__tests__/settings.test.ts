import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { expect } from 'expect';
import { loadConfig } from '../config';
import { Settings, variableOf } from '../settings';
import { serverEntry } from './support/server-code';

const README = path.resolve(__dirname, '..', '..', '..', 'README.md');

/** Documented in the table, read by Node and the libraries themselves (React's production mode), not through the settings. */
const READ_BY_LIBRARIES = ['NODE_ENV'];

/** Each variable named in the README's configuration table, with the default the table gives it. */
function documentedVariables(): Map<string, string | undefined> {
  const section = readFileSync(README, 'utf8')
    .split(/^## /m)
    .find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('the README has no "## Configuration" section');
  const backticked = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map(([, quoted]) => quoted!);
  const documented = new Map<string, string | undefined>();
  // Past the header row and its rule; a row may name several variables, with their defaults in the same order.
  for (const row of section.split('\n').filter((line) => line.startsWith('|')).slice(2)) {
    const [, variables, defaults] = row.split('|');
    const names = backticked(variables);
    const values = backticked(defaults);
    names.forEach((name, index) => documented.set(name, names.length === values.length ? values[index] : undefined));
  }
  return documented;
}

const settings = Object.values(Settings.properties);

describe('the settings schema and the README', () => {
  it('documents every variable the settings read, and no variable they do not read', () => {
    const documented = [...documentedVariables().keys()];
    const read = settings.map(variableOf);
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !read.includes(name) && !READ_BY_LIBRARIES.includes(name))).toEqual([]);
  });

  it('gives each number setting the default the schema gives it', () => {
    const documented = documentedVariables();
    const numbers = settings.filter((schema) => schema.type === 'integer' && schema.default !== undefined);
    expect(numbers.length).toBeGreaterThan(10);
    for (const schema of numbers) expect({ [variableOf(schema)]: documented.get(variableOf(schema)) }).toEqual({ [variableOf(schema)]: String(schema.default) });
  });
});

describe('reading the settings', () => {
  it('fills in the defaults, some of them from other settings, and takes an empty variable as unset', () => {
    expect(loadConfig({ PORT: '8080', VAR_DIR: '/srv/site', HOST: '', PAGE_CACHE_MB: '2', RELEASE_LATEST_BUILDS: '1', TRUST_PROXY: 'true' })).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteUrl: 'http://localhost:8080',
      mailFrom: 'CasinoVergleich <newsletter@localhost>',
      dataDir: '/srv/site/data',
      mailDir: '/srv/site/mail',
      releasesDir: '/srv/site/releases',
      pageCacheBytes: 2 * 1024 * 1024,
      releaseLatestBuilds: true,
      trustProxy: true,
      logLevel: 'info',
      outboxPollMs: 2000,
    });
    expect(loadConfig({ SITE_URL: 'https://casino.test/', MAIL_DIR: '/srv/mail' })).toMatchObject({ siteUrl: 'https://casino.test', mailFrom: 'CasinoVergleich <newsletter@casino.test>', mailDir: '/srv/mail' });
  });

  it('refuses a value a setting cannot take, naming the variable and what it takes, every such variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be an integer from 0 to 65535, got "abc"');
    expect(() => loadConfig({ PORT: '1.5' })).toThrow('PORT must be an integer from 0 to 65535, got "1.5"');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(() => loadConfig({ RELEASE_LATEST_BUILDS: 'yes' })).toThrow('RELEASE_LATEST_BUILDS must be one of 1, true, 0, false, got "yes"');
    expect(() => loadConfig({ SITE_URL: 'casino.test' })).toThrow('SITE_URL must be an http:// or https:// address, got "casino.test"');
    // A break-glass token anyone could guess stops the server; the message does not repeat it.
    expect(() => loadConfig({ ADMIN_TOKEN: 'abc' })).toThrow('ADMIN_TOKEN must be at least 32 characters without spaces (make one with: openssl rand -base64 32), got 3 characters');
    expect(loadConfig({ ADMIN_TOKEN: 'x'.repeat(32) }).adminToken).toBe('x'.repeat(32));
    expect(() => loadConfig({ PORT: 'abc', PAGE_CACHE_MB: '-1' })).toThrow(
      'PORT must be an integer from 0 to 65535, got "abc"; PAGE_CACHE_MB must be an integer from 0 to 4096, got "-1"',
    );
  });

  it('stops the server at start with that message and no stack trace', async () => {
    const failed = await promisify(execFile)(process.execPath, serverEntry('main'), {
      env: { ...process.env, PORT: 'abc', WORKERS: '0' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe('The server cannot start: PORT must be an integer from 0 to 65535, got "abc"; WORKERS must be an integer from 1 to 256, got "0"');
  });
});
