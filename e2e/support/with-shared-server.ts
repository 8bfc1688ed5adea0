// Runs the browser tests' command (`npm test -w e2e`) beside one server they share:
//   node ../scripts/with-test-database.mjs node --import tsx support/with-shared-server.ts <command> [args...]
// On the embedded database it first starts the built server once on fresh files and keeps them as
// the template every spec's own server starts from (server-template.ts). Then it starts one more server,
// which the specs that only read pages share (SHARED_SERVER_URL, see `siteServer`), and stops it
// when the command ends. A server start costs a two-core machine about five seconds of processor
// time (the embedded database, the schemas), and a shared one renders each page once for all specs.
import { spawn } from 'node:child_process';
import { assertChromium } from './browser';
import { SHARED_SERVER, startServer } from './server';
import { keepAsTemplate } from './server-template';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node --import tsx support/with-shared-server.ts <command> [args...]');
    return 2;
  }
  // Without a browser every spec would fail in its `before`: say so once, before anything starts.
  assertChromium();
  // On the embedded database, the template every spec's server copies is made here; on PostgreSQL
  // the first server makes the server tests' first start, which they all copy (see startServer).
  if (!process.env.DATABASE_URL) {
    const first = await startServer({}, { fresh: true });
    await first.stop({ keep: keepAsTemplate });
  }
  const shared = await startServer();
  console.log(`server template ready; specs that only read pages share the server at ${shared.url}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, [SHARED_SERVER]: shared.url } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  await shared.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
