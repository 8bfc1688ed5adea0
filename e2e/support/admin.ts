import path from 'node:path';
import { packBuild } from '../../server/src/releases/pack';
import type { RunningServer } from './server';

export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef0123';

/** Calls a server's release endpoints as the release CLI does. */
export async function admin(server: RunningServer, path: string, body?: object) {
  const response = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Uploads a build folder (named by its version) as `npm run release -- <app> --no-activate` does. */
export async function uploadBuild(server: RunningServer, app: string, dir: string, notes = 'e2e build') {
  const query = new URLSearchParams({ actor: 'e2e', notes });
  const response = await fetch(`${server.url}/admin/releases/${app}/versions/${path.basename(dir)}?${query}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/gzip' },
    body: new Uint8Array(await packBuild(dir)),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function servedVersions(server: RunningServer): Promise<Record<string, string>> {
  const health = (await (await fetch(`${server.url}/health`)).json()) as { versions: Record<string, string> };
  return health.versions;
}
