import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { APPS } from '../apps';
import type { AdminClient, CliArgs, CliPart, ReleaseAction } from '../releases/actions/action';
import { checkApp, ReleaseError } from '../releases/release-error';

/** The entries of a table that are commands, each with its CLI part. */
const commandsOf = (actions: readonly ReleaseAction[]) => actions.flatMap((action) => (action.cli ? [{ action, cli: action.cli }] : []));

/** The usage text: every command of the table with its arguments and what it does. */
export function cliUsage(actions: readonly ReleaseAction[]): string {
  const commands = commandsOf(actions);
  const width = Math.max(...commands.map(({ cli }) => cli.command.split(' ')[0]!.length));
  const lines = commands.map(({ action, cli }) => {
    // A command of two words (`token create`) is its npm script and the first argument.
    const [script, ...sub] = cli.command.split(' ');
    const args = [...sub, cli.usage].filter(Boolean).join(' ');
    const call = args ? `  npm run ${script!.padEnd(width)} -- ${args}` : `  npm run ${script}`;
    return `${call}\n      ${action.summary}${cli.note ? `; ${cli.note}` : ''}`;
  });
  return `Release manager's commands:
${lines.join('\n')}
Every command talks to a server's admin API: the one on this machine (port PORT, its admin
token), or --server <url> with the credential in RELEASE_TOKEN. release and check upload the
build (--from, or the app's newest build here).
Apps: ${APPS.map(({ app }) => app).join(', ')}.`;
}

export interface Command {
  action: ReleaseAction;
  cli: CliPart;
  args: CliArgs;
  /** The server to talk to (a team's pipeline); without it, the server on this machine. */
  server?: string;
}

/** An option's text as the field it fills wants it (a number for a number). */
function valueOf(schema: TSchema | undefined, given: string): unknown {
  if (schema?.type !== 'integer' && schema?.type !== 'number') return given;
  return given.trim() === '' ? Number.NaN : Number(given);
}

/**
 * A command line (`<command> <positionals> --options`) as the table's command, its input
 * filled and checked against the entry's schema. Every usage error is found here, before a
 * server is called or anything is opened: a mistyped command changes and creates nothing.
 */
export function parseCommand(actions: readonly ReleaseAction[], argv: string[]): Command {
  const found = commandsOf(actions).find(({ cli }) => cli.command.split(' ').every((word, index) => argv[index] === word));
  if (!found) throw new ReleaseError(cliUsage(actions));
  const rest = argv.slice(found.cli.command.split(' ').length);
  const { action, cli } = found;
  const declared = Object.entries(cli.options ?? {});
  const config: ParseArgsConfig['options'] = {
    server: { type: 'string' },
    ...Object.fromEntries(declared.map(([option, { type, default: given }]) => [option, given === undefined ? { type } : { type, default: given }])),
  };
  const parsed = parseArgs({ args: rest, allowPositionals: true, options: config });
  const options = parsed.values as CliArgs['options'];
  const { positionals } = parsed;

  const input: Record<string, unknown> = cli.input ? cli.input(positionals, options) : {};
  if (!cli.input) {
    for (const [index, positional] of cli.positionals.entries()) {
      const given = positionals[index];
      if (given !== undefined) input[positional.field] = given;
      else if (!positional.optional && !positional.missing) throw new ReleaseError(cliUsage(actions));
    }
  }
  if (typeof input.app === 'string') checkApp(input.app);
  for (const [option, { type, field, schema: own, invalid }] of declared) {
    const given = options[option];
    if (given === undefined || given === false) continue;
    const schema = own ?? (field ? action.input.properties[field] : undefined);
    const value = type === 'boolean' ? true : valueOf(schema, String(given));
    const error = schema ? Value.Errors(schema, value).First() : undefined;
    if (error) throw new ReleaseError(invalid ?? `--${option}: ${error.message.toLowerCase()}`);
    if (field) input[field] = value;
  }
  const missing = cli.positionals.find((positional, index) => positional.missing && positionals[index] === undefined);
  if (missing?.missing) throw new ReleaseError(missing.missing);
  const conflict = cli.conflict?.(options);
  if (conflict) throw new ReleaseError(conflict);
  if (options.force && !options.reason) throw new ReleaseError('--force needs --reason "why"');
  if ((action.input.required ?? []).includes('reason') && !options.reason) throw new ReleaseError(`${cli.command} needs --reason "why"`);
  const server = typeof options.server === 'string' ? options.server : undefined;
  return { action, cli, args: { command: cli.command, positionals, options, input }, server };
}

/** Carries a command out against a server's admin API; returns its exit code. */
export async function runCommand({ action, cli, args }: Command, client: AdminClient): Promise<number> {
  if (cli.run) return cli.run(args, client);
  await client.request(action.name, args.input);
  return 0;
}
