import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { AppName } from '../../apps';
import { buildVariant } from './build-variant';
import { createTestApp, type TestApp } from './test-app';

const TOKEN = 'release-test-token';

export interface ReleaseTestbed {
  /** The server under test (set once the suite's `before` has run). */
  t: TestApp;
  /** A temporary folder for build variants. */
  builds: string;
  admin: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** The versions /health says are served. */
  served: () => Promise<Record<string, string>>;
  publish: (app: string, dir: string) => Promise<LightMyRequestResponse>;
  activate: (app: string, version: string, reason?: string) => Promise<LightMyRequestResponse>;
  /** A new version of an app made from its newest build (see buildVariant), in `builds`. */
  variant: (app: AppName, version: string, change: Parameters<typeof buildVariant>[4]) => Promise<string>;
}

/**
 * A server with an admin token and a folder for build variants, made before the suite and
 * removed after it, with the release manager's calls to its admin endpoints.
 */
export function releaseTestbed(): ReleaseTestbed {
  const admin: ReleaseTestbed['admin'] = (method, url, payload) => bed.t.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
  const bed: ReleaseTestbed = {
    t: undefined as unknown as TestApp,
    builds: '',
    admin,
    served: async () => (await bed.t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions,
    publish: (app, dir) => admin('POST', `/admin/releases/${app}/publish`, { from: dir, actor: 'test', notes: 'test build' }),
    activate: (app, version, reason = 'test') => admin('POST', `/admin/releases/${app}/activate`, { version, reason, actor: 'test' }),
    variant: (app, version, change) => buildVariant(bed.t.config.appsRoot, app, bed.builds, version, change),
  };
  before(async () => {
    bed.t = await createTestApp({ adminToken: TOKEN });
    bed.builds = await mkdtemp(path.join(tmpdir(), 'casino-builds-'));
  });
  after(async () => {
    await bed.t?.close();
    await rm(bed.builds, { recursive: true, force: true });
  });
  return bed;
}
