import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { expect } from 'expect';
import { loadConfig } from '../config';

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
    expect(() => loadConfig({ PORT: 'abc', PAGE_CACHE_MB: '-1' })).toThrow(
      'PORT must be an integer from 0 to 65535, got "abc"; PAGE_CACHE_MB must be an integer from 0 to 4096, got "-1"',
    );
  });

  it('stops the server at start with that message and no stack trace', async () => {
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '..', 'main.ts')], {
      env: { ...process.env, PORT: 'abc', WORKERS: '0' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe('The server cannot start: PORT must be an integer from 0 to 65535, got "abc"; WORKERS must be an integer from 1 to 256, got "0"');
  });
});
