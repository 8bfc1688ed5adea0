import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BuildOptions } from '../app';
import type { ServerConfig } from '../core/config';
import type { AppName } from '../core/apps';
import { packBuild } from '../releases/pack';
import { buildVariant } from './build-variant';
import { createTestApp, type TestApp } from './test-app';

/** The admin token of the testbed's server. */
export const TOKEN = 'release-test-token-0123456789abcdef';

export interface ReleaseTestbed {
  /** The server under test (set once the suite's `before` has run). */
  t: TestApp;
  /** A temporary folder for build variants. */
  builds: string;
  admin: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** The versions /health says are served. */
  served: () => Promise<Record<string, string>>;
  /** Uploads a build folder (named by its version) as a pipeline does, and publishes it. */
  publish: (app: string, dir: string) => Promise<LightMyRequestResponse>;
  activate: (app: string, version: string, reason?: string) => Promise<LightMyRequestResponse>;
  /** A new version of an app made from its newest build (see buildVariant), in `builds`. */
  variant: (app: AppName, change: Parameters<typeof buildVariant>[3]) => Promise<{ dir: string; version: string }>;
}

/** Uploads a build folder to a server's admin API, as `npm run release -- <app> --no-activate` does. */
export async function upload(app: FastifyInstance, token: string, name: string, dir: string, query: Record<string, string> = {}) {
  return app.inject({
    method: 'PUT',
    url: `/admin/releases/${name}/versions/${path.basename(dir)}?${new URLSearchParams({ actor: 'test', notes: 'test build', ...query })}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
    payload: await packBuild(dir),
  });
}

/**
 * A server with an admin token and a folder for build variants, made before the suite and
 * removed after it, with the release manager's calls to its admin endpoints.
 */
export function releaseTestbed(options: BuildOptions = {}, settings: Partial<ServerConfig> = {}): ReleaseTestbed {
  const admin: ReleaseTestbed['admin'] = (method, url, payload) => bed.t.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
  const bed: ReleaseTestbed = {
    t: undefined as unknown as TestApp,
    builds: '',
    admin,
    served: async () => (await bed.t.app.inject('/health')).json<{ versions: Record<string, string> }>().versions,
    publish: (app, dir) => upload(bed.t.app, TOKEN, app, dir),
    activate: (app, version, reason = 'test') => admin('POST', `/admin/releases/${app}/activate`, { version, reason, actor: 'test' }),
    variant: (app, change) => buildVariant(bed.t.config.appsRoot, app, bed.builds, change),
  };
  before(async () => {
    bed.t = await createTestApp({ adminToken: TOKEN, ...settings }, options);
    bed.builds = await mkdtemp(path.join(tmpdir(), 'casino-builds-'));
  });
  after(async () => {
    await bed.t?.close();
    await rm(bed.builds, { recursive: true, force: true });
  });
  return bed;
}
