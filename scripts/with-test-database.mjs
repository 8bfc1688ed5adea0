// Runs a test command on PostgreSQL whenever one is there, so no suite is skipped for want of it:
//   DATABASE_URL set          → that database;
//   TEST_DATABASE=embedded    → the embedded database (the suites that need PostgreSQL are skipped);
//   otherwise                 → the local PostgreSQL (postgres@127.0.0.1:5432/test) when it answers,
//                               the embedded database when it does not.
// It says which one it chose before the tests start; the skipped suites are listed after them.
// On PostgreSQL the databases the run's test processes made are dropped after the run, in the background.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/test';
const require = createRequire(new URL('../server/package.json', import.meta.url));
const pg = require('pg');

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const where = (url) => {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
};

async function chooseDatabase(env) {
  if (env.TEST_DATABASE === 'embedded') {
    delete env.DATABASE_URL;
    return 'the embedded database (TEST_DATABASE=embedded): suites that need PostgreSQL are skipped';
  }
  if (env.DATABASE_URL) return `PostgreSQL at ${where(env.DATABASE_URL)} (DATABASE_URL)`;
  if (await answers(LOCAL)) {
    env.DATABASE_URL = LOCAL;
    return `PostgreSQL at ${where(LOCAL)}, which answered`;
  }
  return `the embedded database: no PostgreSQL answered at ${where(LOCAL)} and DATABASE_URL is not set, so the suites that need one are SKIPPED (listed at the end)`;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-test-database.mjs <command> [args...]');
  process.exit(2);
}
const ADMIN = fileURLToPath(new URL('../server/src/test-kit/postgres-admin.ts', import.meta.url));
/**
 * The test databases of the run's processes, which leave them to the run's end (see
 * databaseOfItsOwn), are dropped once every process has ended, whatever the outcome: in a
 * process of their own that the command does not wait for. PostgreSQL 15 makes a checkpoint for
 * each dropped database (some 0.1 s each, several seconds for a run's seventy), which the next
 * command need not wait for; a database a cut-off drop left is dropped by the next test run.
 */
function dropTestDatabasesLater(url) {
  const drop = `const admin = require(${JSON.stringify(ADMIN)}); admin.withClient(process.env.DATABASE_URL, admin.dropDatabasesOfEndedProcesses)`;
  spawn(process.execPath, ['--import', 'tsx', '-e', drop], { detached: true, stdio: 'ignore', env: { ...process.env, DATABASE_URL: url } }).unref();
}

const env = { ...process.env };
console.log(`Tests run on ${await chooseDatabase(env)}.`);
if (env.DATABASE_URL) env.TEST_DATABASES_DROPPED_AFTER_RUN = '1';
const child = spawn(command, args, { stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  if (env.DATABASE_URL) dropTestDatabasesLater(env.DATABASE_URL);
  process.exit(code ?? (signal ? 1 : 0));
});
