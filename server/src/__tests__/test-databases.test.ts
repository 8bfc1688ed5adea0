import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { dropTemplatesOfRemovedCheckouts } from './support/first-start';
import { MACHINE, withClient } from './support/postgres-admin';

const baseUrl = process.env.DATABASE_URL;

// Each checkout keeps a template database of its first start on the shared PostgreSQL (about
// 8 MB). A CI run's clone is removed after the run, and its template was left behind for good.
describe('template databases of the tests', { skip: baseUrl ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  it("drops a removed checkout's template database, and keeps those of existing checkouts and of other machines", async () => {
    const existing = mkdtempSync(path.join(tmpdir(), 'casino-checkout-'));
    const removed = path.join(tmpdir(), `casino-checkout-removed-${randomBytes(4).toString('hex')}`);
    const name = (what: string) => `test_first_start_${what}_${randomBytes(4).toString('hex')}`;
    const made = { removed: name('removed'), existing: name('existing'), elsewhere: name('elsewhere') };
    const owners = {
      removed: { machine: MACHINE, copies: removed },
      existing: { machine: MACHINE, copies: existing },
      elsewhere: { machine: 'other-machine', copies: removed },
    };
    try {
      const left = await withClient(baseUrl!, async (client) => {
        for (const [what, datname] of Object.entries(made)) {
          await client.query(`CREATE DATABASE ${datname}`);
          await client.query(`COMMENT ON DATABASE ${datname} IS ${client.escapeLiteral(JSON.stringify(owners[what as keyof typeof owners]))}`);
        }
        const dropped = await dropTemplatesOfRemovedCheckouts(client);
        assert.ok(dropped.includes(made.removed));
        const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [Object.values(made)]);
        return rows.map((row) => row.datname).sort();
      });
      assert.deepEqual(left, [made.elsewhere, made.existing].sort());
    } finally {
      rmSync(existing, { recursive: true, force: true });
      await withClient(baseUrl!, async (client) => {
        for (const datname of Object.values(made)) await client.query(`DROP DATABASE IF EXISTS ${datname}`);
      });
    }
  });
});
