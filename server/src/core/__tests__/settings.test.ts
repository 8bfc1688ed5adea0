import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { expect } from 'expect';
import { loadConfig } from '../config';
import { serverEntry } from '../../test-kit/server-code';

/** Starts the server with `env` added, for a start that fails at once; its exit code and error output. */
const failedStart = (env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, serverEntry('main'), { env: { ...process.env, ...env } }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );

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
    const failed = await failedStart({ PORT: 'abc', WORKERS: '0' });
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe('The server cannot start: PORT must be an integer from 0 to 65535, got "abc"; WORKERS must be an integer from 1 to 256, got "0"');
  });

  it('names a variable it no longer reads in one line at start, rather than ignoring it without a word', async () => {
    // The invalid port ends the start at once; the line about the retired variable comes first.
    const failed = await failedStart({ EDGE_PURGE_REPEAT_MS: '500', PORT: 'abc' });
    expect(failed?.stderr.trim().split('\n')).toEqual([
      'EDGE_PURGE_REPEAT_MS is no longer read (a purge is always sent once more after 2 seconds); remove it from the environment',
      'The server cannot start: PORT must be an integer from 0 to 65535, got "abc"',
    ]);
    expect(loadConfig({ EDGE_PURGE_REPEAT_MS: '500' }).edgePurgeRepeatMs).toBe(2000);
  });
});
