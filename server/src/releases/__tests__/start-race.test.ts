import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { databaseOfItsOwn } from '../../test-kit/postgres-admin';
import { startServerProcess, type ServerProcess } from '../../test-kit/server-process';

const baseUrl = process.env.DATABASE_URL;
const SERVERS = 4;

/**
 * Servers behind one load balancer start together after a deploy, on a database that may be
 * empty: they migrate, seed, publish and activate the first builds at the same moment, into
 * one releases folder. Every one of them must come up and serve the same versions.
 */
describe('servers started together on an empty PostgreSQL', { skip: baseUrl ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Four first starts at once (about 15 s of processor time on two cores): each such start hits
  // the races it looks for (migrate, seed, publish, activate).
  it(`all ${SERVERS} come up and agree`, async () => {
    const database = await databaseOfItsOwn(baseUrl!);
    cleanups.push(database.drop);
    const shared = await mkdtemp(path.join(tmpdir(), 'casino-race-'));
    cleanups.push(() => rm(shared, { recursive: true, force: true }));

    const servers: ServerProcess[] = await Promise.all(
      Array.from({ length: SERVERS }, async (_, index) => {
        const server = await startServerProcess({
          DATABASE_URL: database.url,
          VAR_DIR: path.join(shared, `server-${index}`),
          RELEASES_DIR: path.join(shared, 'releases'),
          SITE_URL: 'https://casino.test',
        });
        cleanups.push(() => server.stop());
        return server;
      }),
    );
    const health = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/health`)).json() as Promise<{ versions: Record<string, string> }>));
    expect(servers.map((server) => server.exits())).toEqual(Array(SERVERS).fill(0));
    expect(new Set(health.map((h) => JSON.stringify(h.versions))).size).toBe(1);
    expect(Object.keys(health[0]!.versions)).toHaveLength(5);
    for (const server of servers) expect((await fetch(`${server.url}/reviews/stake`)).status).toBe(200);
  });
});
