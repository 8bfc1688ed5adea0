import { describe, it } from 'node:test';
import { expect } from 'expect';
import { openDatabase } from '../db/open-database';
import { createTestApp } from '../../test-kit/test-app';

/**
 * The server's parts are plugins that close in reverse order of opening: what writes to the
 * database on the way out (the outbox, the release registry's record of this server) has
 * finished before the database closes. An operator sees this as a registry that lists only
 * the servers that really run.
 */
describe('server lifecycle', () => {
  it('a stopping server leaves the release registry before its database closes', async () => {
    const t = await createTestApp();
    try {
      const running = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_runtimes');
      expect(running[0]!.n).toBe(1);
      await t.app.close();

      // Opened again after the stop (the embedded database can be opened only once it was closed).
      const db = await openDatabase(t.config);
      try {
        const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_runtimes');
        expect(left[0]!.n).toBe(0);
      } finally {
        await db.close();
      }
    } finally {
      await t.close();
    }
  });
});
