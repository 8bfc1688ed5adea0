// Runs the browser tests' command (`npm test -w e2e`) beside one server they share:
//   node ../scripts/with-test-database.mjs node --import tsx support/with-shared-server.ts <command> [args...]
// Starting it makes the server tests' first start when this state of the code has none yet
// (test-kit/first-start.ts), which every spec's own server then copies. The specs that only read
// pages share this server (SHARED_SERVER_URL, see `siteServer`); it is stopped when the command
// ends. A server start costs a two-core machine about five seconds of processor time (the
// database, the schemas), and a shared one renders each page once for all specs.
import { spawn } from 'node:child_process';
import { assertChromium } from './browser';
import { SHARED_SERVER, startServer } from './server';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node --import tsx support/with-shared-server.ts <command> [args...]');
    return 2;
  }
  // Without a browser every spec would fail in its `before`: say so once, before anything starts.
  assertChromium();
  const shared = await startServer();
  console.log(`first start ready; specs that only read pages share the server at ${shared.url}`);
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
