import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { APPS } from '../apps';
import type { AdminClient, CliArgs, CliPart, ReleaseAction } from '../steps/step';
import { checkApp, ReleaseError } from '../steps/step-error';
import { quoted, wantOf } from '../schema-words';

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

/** The command as typed: `npm run token -- create <usage>`, for messages that show it. */
function typed(cli: CliPart): string {
  const [script, ...sub] = cli.command.split(' ');
  const args = [...sub, cli.usage].filter(Boolean).join(' ');
  return args ? `npm run ${script} -- ${args}` : `npm run ${script}`;
}

/** The options a command takes, as they are typed. */
const optionList = (cli: CliPart) => [...Object.keys(cli.options ?? {}), 'server'].map((option) => `--${option}`).join(', ');

/**
 * A command that is not in the table: a script with several commands (`token`) names them, a
 * word that is no command says so; both then show the usage.
 */
function unknownCommand(actions: readonly ReleaseAction[], argv: string[]): ReleaseError {
  const usage = cliUsage(actions);
  if (!argv.length) return new ReleaseError(usage);
  const under = commandsOf(actions).flatMap(({ cli }) => {
    const [script, sub] = cli.command.split(' ');
    return script === argv[0] && sub ? [sub] : [];
  });
  if (under.length) return new ReleaseError(`${argv[0]} needs one of ${under.join(', ')}${argv[1] === undefined ? '' : `, not "${argv[1]}"`}\n${usage}`);
  return new ReleaseError(`unknown command "${argv[0]}"\n${usage}`);
}

/** node's parseArgs refusals (unknown option, value missing or given to a flag) in the command's words. */
function parseError(cli: CliPart, error: unknown): ReleaseError {
  const code = (error as { code?: string }).code;
  const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1] ?? '';
  const declared = cli.options?.[option.replace(/^-+/, '')];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new ReleaseError(`${cli.command} has no option ${option}; its options: ${optionList(cli)}`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && declared?.type === 'boolean') return new ReleaseError(`${option} takes no value`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /ambiguous/.test((error as Error).message)) {
    return new ReleaseError(`${option} needs a value; a value that starts with - is written ${option}=<value>`);
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new ReleaseError(declared?.invalid ?? `${option} needs a value`);
  return new ReleaseError(`${cli.command}: ${(error as Error).message}`);
}

/** A server's address as --server takes it: http or https. */
function checkServer(given: string | boolean | undefined): string | undefined {
  if (typeof given !== 'string') return undefined;
  const url = URL.canParse(given) ? new URL(given) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ReleaseError(`--server needs the server's address, such as https://casino.example (not ${quoted(given)})`);
  }
  return given;
}

/**
 * A command line (`<command> <positionals> --options`) as the table's command, its input
 * filled and checked against the entry's schema. Every usage error is found here, before a
 * server is called or anything is opened: a mistyped command changes and creates nothing. Each
 * names the argument or option as it is typed and what it needs, in the words of the option's
 * `invalid`, or of its field's schema (see core/schema-words.ts).
 */
export function parseCommand(actions: readonly ReleaseAction[], argv: string[]): Command {
  const found = commandsOf(actions).find(({ cli }) => cli.command.split(' ').every((word, index) => argv[index] === word));
  if (!found) throw unknownCommand(actions, argv);
  const rest = argv.slice(found.cli.command.split(' ').length);
  const { action, cli } = found;
  const declared = Object.entries(cli.options ?? {});
  const config: ParseArgsConfig['options'] = {
    server: { type: 'string' },
    ...Object.fromEntries(declared.map(([option, { type, default: given }]) => [option, given === undefined ? { type } : { type, default: given }])),
  };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, options: config });
  } catch (error) {
    throw parseError(cli, error);
  }
  const options = parsed.values as CliArgs['options'];
  const { positionals } = parsed;
  const server = checkServer(options.server);

  const input: Record<string, unknown> = cli.input ? cli.input(positionals, options) : {};
  if (!cli.input) {
    const extra = positionals[cli.positionals.length];
    if (extra !== undefined) {
      const takes = cli.positionals.map(({ field }) => `<${field}>`).join(' ');
      throw new ReleaseError(`${cli.command} takes ${takes ? `${takes} only` : 'no arguments'}; "${extra}" is one too many (${typed(cli)})`);
    }
    for (const [index, positional] of cli.positionals.entries()) {
      const given = positionals[index];
      if (given !== undefined) input[positional.field] = given;
      else if (!positional.optional && !positional.missing) throw new ReleaseError(`${cli.command} needs <${positional.field}>: ${typed(cli)}`);
    }
  }
  if (typeof input.app === 'string') checkApp(input.app);
  for (const { field } of cli.positionals) {
    const schema = action.input.properties[field];
    const given = input[field];
    if (given === undefined || !schema || field === 'app') continue;
    if (Value.Errors(schema, given).First()) throw new ReleaseError(`${cli.command} needs <${field}>: ${wantOf(schema)} (not ${quoted(given)})`);
  }
  for (const [option, { type, field, schema: own, invalid }] of declared) {
    const given = options[option];
    if (given === undefined || given === false) continue;
    const schema = own ?? (field ? action.input.properties[field] : undefined);
    const value = type === 'boolean' ? true : valueOf(schema, String(given));
    const error = schema ? Value.Errors(schema, value).First() : undefined;
    if (error) throw new ReleaseError(invalid ?? `--${option} needs ${wantOf(schema!)}`);
    if (field) input[field] = value;
  }
  const missing = cli.positionals.find((positional, index) => positional.missing && positionals[index] === undefined);
  if (missing?.missing) throw new ReleaseError(missing.missing);
  const conflict = cli.conflict?.(options);
  if (conflict) throw new ReleaseError(conflict);
  if (options.force && !options.reason) throw new ReleaseError('--force needs --reason "why"');
  // A field the entry requires that an option fills: the command names that option.
  for (const [option, { field }] of declared) {
    if (!field || !(action.input.required ?? []).includes(field) || input[field] !== undefined) continue;
    throw new ReleaseError(`${cli.command} needs ${option === 'reason' ? '--reason "why"' : `--${option} <${option}>`}`);
  }
  return { action, cli, args: { command: cli.command, positionals, options, input }, server };
}

/** Carries a command out against a server's admin API; returns its exit code. */
export async function runCommand({ action, cli, args }: Command, client: AdminClient): Promise<number> {
  if (cli.run) return cli.run(args, client);
  await client.request(action.name, args.input);
  return 0;
}
