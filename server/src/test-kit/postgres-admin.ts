import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';

/** One connection to the PostgreSQL at `url` for `fn`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Test databases are named by this machine and the process that made them, so a later run can tell which were left behind. */
export const MACHINE = createHash('sha256').update(hostname()).digest('hex').slice(0, 6);
let leftoversDropped: Promise<void> | undefined;

/**
 * Set by scripts/with-test-database.mjs, which drops the databases of the run's test processes
 * once the run is over (dropDatabasesOfEndedProcesses). Dropped during the run, each database
 * freed its some 300 files while every copy of the template made 300 new ones; on a file system
 * without a journal (CI's) each new file is searched for past the files freed in the last half
 * minute: that search was about half of PostgreSQL's processor time in a run of the server tests.
 */
const droppedAfterRun = process.env.TEST_DATABASES_DROPPED_AFTER_RUN === '1';

/** Drops the test databases of this machine's processes that have ended (finished, killed or cut short): the names of those dropped. */
export async function dropDatabasesOfEndedProcesses(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`test\\_${MACHINE}\\_%`]);
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (isAlive(pid)) continue;
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    dropped.push(datname);
  }
  return dropped;
}

/**
 * A database of its own on the PostgreSQL at `baseUrl`, a copy of `templateDatabase` or empty (for
 * servers that must make their first start themselves): its URL, and how to be done with it:
 * dropped at once, or left to the end of the run (its connections closed) when the run drops it.
 */
export async function databaseOfItsOwn(baseUrl: string, templateDatabase?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${MACHINE}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, async (client) => {
    leftoversDropped ??= dropDatabasesOfEndedProcesses(client).then(() => undefined);
    await leftoversDropped;
    // A server that has just closed may still be leaving the template: try again for a while.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name}${templateDatabase ? ` TEMPLATE ${templateDatabase}` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const done = (client: pg.Client) =>
    droppedAfterRun
      ? client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
      : client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { url: databaseUrlOf(baseUrl, name), drop: () => withClient(baseUrl, done).then(() => undefined) };
}

/** The URL of `database` on the PostgreSQL `baseUrl` reaches. */
export function databaseUrlOf(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Whether a process of this machine still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
