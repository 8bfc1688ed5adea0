import '../core/production-default';
import { loadConfig } from '../core/config';
import type { AdminClient } from '../core/steps/step';
import { STEP_TABLE } from '../features';
import { ReleaseError } from '../core/steps/step-error';
import { existingAdminToken } from '../core/secrets';
import { adminClient } from '../core/cli/admin-client';
import { parseCommand, runCommand, type Command } from '../core/cli/step-commands';
import { reportFailure } from '../releases/release-output';

/**
 * The release manager's commands, one per entry of the release action table with a CLI part
 * (see features.ts; `npm run release|check|activate|...`).
 *
 * Every command is a call to a server's admin API, the same for this machine's server and a
 * remote one: `--server <url>` with the credential in RELEASE_TOKEN (a team's pipeline), or the
 * server on this machine (port PORT) with its admin token. Either is first asked whether it is
 * this site's server (admin-client.ts): the credential goes nowhere else.
 */
async function serverFor(command: Command): Promise<AdminClient> {
  const config = loadConfig();
  if (command.server && !process.env.RELEASE_TOKEN) throw new ReleaseError('--server needs the credential in the environment variable RELEASE_TOKEN');
  const base = (command.server ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
  const token = async () => {
    const found = process.env.RELEASE_TOKEN || (await existingAdminToken(config.adminToken, config.varDir));
    if (!found) throw new ReleaseError(`no admin token in ${config.varDir} (VAR_DIR) for the server at ${base}: run this where that server runs, with its VAR_DIR, or give a credential in RELEASE_TOKEN`);
    return found;
  };
  const client = adminClient(STEP_TABLE, { base, token, named: command.server ? { server: base } : { port: config.port, serverOption: true } });
  await client.ready();
  return client;
}

async function main(argv: string[]): Promise<number> {
  const command = parseCommand(STEP_TABLE, argv);
  return runCommand(command, await serverFor(command));
}

/** Errors are one line each, never a stack trace: this is a tool for people, not a crash report. */
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(reportFailure(error)),
);
