import cluster from 'node:cluster';
import './core/production-default';
import { buildApp } from './app';
import { loadConfig, retiredVariables, SettingsError } from './core/config';
import { DataFolderInUseError, DataFolderLockError } from './core/db/data-folder-lock';
import { superviseWorkers } from './workers';

async function serve() {
  // A variable the server no longer reads would otherwise be ignored without a word; workers would repeat the line.
  if (cluster.isPrimary) for (const line of retiredVariables()) console.warn(line);
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers, config.logLevel);
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

serve().catch((error: unknown) => {
  // A setting the server cannot take, or a database another process holds, is the operator's to fix: the line names it, a stack trace would not help.
  if (error instanceof DataFolderInUseError) console.error(`The server cannot start: ${error.message}; stop that one first, or give this one a VAR_DIR (or DATA_DIR) of its own`);
  else console.error(error instanceof SettingsError || error instanceof DataFolderLockError ? `The server cannot start: ${error.message}` : error);
  process.exit(1);
});
