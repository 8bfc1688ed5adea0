import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { dropTemplatesOfRemovedCheckouts } from '../../test-kit/first-start';
import { databaseOfItsOwn, MACHINE, withClient } from '../../test-kit/postgres-admin';
import { within } from '../../test-kit/within';

const baseUrl = process.env.DATABASE_URL;
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const databasesNamed = (client: import('pg').Client, names: string[]) =>
  client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [names]).then(({ rows }) => rows.map((row) => row.datname));

// A test process is done with its database during the run; dropping it then made PostgreSQL's
// next copies of the template slower (see databaseOfItsOwn), so the run drops them at its end.
describe("the run's own test databases", { skip: baseUrl ? false : 'needs DATABASE_URL (a real PostgreSQL)' }, () => {
  it('are kept, their connections closed, until the run has ended, then dropped in the background; those of a process still running are kept', async () => {
    const running = await databaseOfItsOwn(baseUrl!);
    const runningName = new URL(running.url).pathname.slice(1);
    // A run of its own: a test process makes a database, keeps a connection to it open, and is done with it.
    const testProcess = `
      const { databaseOfItsOwn, withClient } = require(${JSON.stringify(path.join(__dirname, '..', '..', 'test-kit', 'postgres-admin.ts'))});
      const pg = require('pg');
      (async () => {
        const database = await databaseOfItsOwn(process.env.DATABASE_URL);
        const left = new pg.Client({ connectionString: database.url });
        left.on('error', () => undefined);
        await left.connect();
        await database.drop();
        const name = new URL(database.url).pathname.slice(1);
        const rows = await withClient(process.env.DATABASE_URL, (c) => c.query('SELECT datname FROM pg_database WHERE datname = $1', [name]));
        const closed = await left.query('SELECT 1').then(() => false, () => true);
        console.log(JSON.stringify({ name, keptDuringRun: rows.rowCount === 1, connectionClosed: closed }));
      })();`;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'scripts', 'with-test-database.mjs'), process.execPath, '--import', 'tsx', '-e', testProcess], {
        cwd: path.join(REPO_ROOT, 'server'),
        env: { ...process.env, DATABASE_URL: baseUrl },
      });
      const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { name: string; keptDuringRun: boolean; connectionClosed: boolean };
      assert.deepEqual(report, { name: report.name, keptDuringRun: true, connectionClosed: true });
      // Dropped in the background once the run has ended: seconds on a busy machine (a process to
      // start, and each drop a checkpoint); the limit only has to catch a drop that never comes.
      const left = () => withClient(baseUrl!, (client) => databasesNamed(client, [report.name, runningName]));
      await within(60_000, async () => (await left()).length < 2);
      assert.deepEqual(await left(), [runningName]);
    } finally {
      await withClient(baseUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${runningName} WITH (FORCE)`));
    }
  });
});

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
        return (await databasesNamed(client, Object.values(made))).sort();
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
