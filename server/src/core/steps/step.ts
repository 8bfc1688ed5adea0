import type { Readable } from 'node:stream';
import type { Static, TObject } from '@sinclair/typebox';
import type { Caller } from './caller';
import type { Database } from '../db/database';

/**
 * What a step changes: nothing (a look), recorded data only (the registry, the catalogue), or
 * what visitors are served, which this server loads again before it answers (the others follow
 * the release notice).
 */
export type Changes = 'nothing' | 'data' | 'served';

/** A step's report of what it does, one line at a time. */
export type Progress = (line: string) => void;

/**
 * The server's parts a step works with: the core's here, each capability's added by the
 * capability (a declaration that merges into this interface beside its steps), all of them
 * gathered by the entry point (features.ts: each feature's `services`).
 */
export interface ActionServices {
  db: Database;
  /** The site's address, which links are made with. */
  siteUrl: string;
  /** This server's own folder (an upload is unpacked beside its other files). */
  varDir: string;
  /** The scopes of the table's steps, which a credential may be given. */
  scopes: readonly string[];
}

export interface ActionRun<Input> {
  services: ActionServices;
  /** The input, checked against the entry's schema. */
  input: Input;
  /** Who acts, as the audit trail names them: the credential's name on the admin API; in the console, the signed-in person or token. */
  actor: string;
  /** What the one acting may do: a step that hands out rights (a new credential) gives no more than these. */
  caller: Caller;
  progress: Progress;
  /** The request's body as it arrives, for an entry whose `http.body` is `gzip`; null otherwise. */
  stream: Readable | null;
}

/**
 * The admin API's request for an action. Its input is one object: the path's `:parameters`,
 * and the other fields in the JSON body of a POST, or in the query of a GET or of a request
 * whose body is something else (an upload).
 */
export interface HttpPart {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /**
   * `gzip`: the body is a gzip-compressed tar archive, handed to the work as a stream.
   * `document`: the JSON body is the whole input (a catalogue).
   */
  body?: 'gzip' | 'document';
  bodyLimit?: number;
  /** The answer carries the step's progress lines; the catalogue import answers without them, as it always has. */
  progress?: false;
  /** The answer is a file made from the step's result instead of JSON (a report as CSV). */
  file?: ActionFile;
}

/** A file a step answers with: its content type, the name a download is saved as, and its content. */
export interface ActionFile {
  type: string;
  name: (input: Record<string, unknown>) => string;
  body: (result: object) => string;
}

/** The state of the app the console's page is about, which a form's title or presence may depend on. */
export interface ConsoleAppState {
  app: string;
  active: string | null;
  canary: { version: string; percent: number; startedAt: string } | null;
}

/** A form control on the console's app page; its limits (required, length, range) come from the input's schema. */
export type ConsoleField =
  | { name: string; control: 'published version'; label: string; /** Leave out the active version. */ notActive?: boolean }
  | { name: string; control: 'text'; label: string }
  | { name: string; control: 'number'; label: string; value: number }
  | { name: string; control: 'checkbox'; label: string };

/** What the console says after a step: the note at the top of the app page. */
export interface ConsoleOutcome {
  ok: boolean;
  message: string;
  /** Lines under the message; the step's progress lines when left out. */
  details?: string[];
  /** A link the step made (a preview's), shown to open or copy. */
  link?: string;
}

/**
 * A form on the console's app page, posted to /admin/apps/<app>/<name>. The input is the form's
 * fields and the page's app; a step that changes something needs a reason (see consoleRoutes).
 */
export interface ConsolePart<Input> {
  /** The form's heading when it is more than the entry's summary. */
  title?: (state: ConsoleAppState) => string;
  button: string;
  /** Shown as a step that is hard to undo. */
  danger?: boolean;
  fields: readonly ConsoleField[];
  /** Whether the page shows the form now (a canary's steps only while it runs). */
  shown?: (state: ConsoleAppState) => boolean;
  /** The input from the app and the fields read from the form, when it is not the fields by name beside the app. */
  input?: (app: string, fields: Record<string, unknown>) => Record<string, unknown>;
  outcome: (input: Input, result: object) => ConsoleOutcome;
}

/** A positional argument of a command: the input field it fills. */
export interface CliPositional {
  field: string;
  /** Without it the command says this (a required argument); without `missing` or `optional`, it prints the usage. */
  missing?: string;
  optional?: true;
}

/** An option of a command (`--grace-hours 24` fills `graceHours`), checked against the schema of the field it fills. */
export interface CliOption {
  type: 'string' | 'boolean';
  /** The input field it fills; `null` for an option the command's own `run` reads. */
  field: string | null;
  default?: string;
  /** Checks the value when it fills no field of this entry's input (`activate --canary`). */
  schema?: TObject['properties'][string];
  /** What the command says when the value does not fit. */
  invalid?: string;
}

/** The parsed arguments of a command, checked before any server is called. */
export interface CliArgs {
  command: string;
  positionals: string[];
  /** Every option as given (strings and flags), defaults included. */
  options: Record<string, string | boolean | undefined>;
  /** The entry's input from the arguments. */
  input: Record<string, unknown>;
}

/** A server's admin API as the commands call it (see core/cli/admin-client.ts). */
export interface AdminClient {
  /** Where the commands send their requests. */
  base: string;
  /** Sends an action's request; prints its progress lines; a refusal or failure is thrown as a ReleaseError. */
  request<T extends object>(action: string, input: Record<string, unknown>, upload?: Buffer): Promise<T>;
}

/** A command of the release CLI, `npm run <command> -- <arguments>`. */
export interface CliPart {
  command: string;
  /** The arguments as the usage shows them. */
  usage: string;
  /** Said in the usage after the entry's summary. */
  note?: string;
  positionals: readonly CliPositional[];
  /** The options besides --server, which every command takes. */
  options?: Readonly<Record<string, CliOption>>;
  /** The input from the arguments, when it is not the fields by name (several app/version pairs). */
  input?: (positionals: string[], options: CliArgs['options']) => Record<string, unknown>;
  /** Usage errors no schema shows (options that contradict each other): the message, or null. */
  conflict?: (options: CliArgs['options']) => string | null;
  /** Carries the command out when it is more than the entry's request; returns the exit code. */
  run?: (args: CliArgs, client: AdminClient) => Promise<number>;
}

/**
 * One release action: declared once, with the admin API's route, the console's form and the
 * CLI's command made from it (see core/steps/admin-api.ts, core/console/console-routes.ts, core/cli/step-commands.ts).
 */
export interface ReleaseAction<S extends TObject = TObject> {
  name: string;
  /** One line: the CLI's usage says it, and it heads the console's form. */
  summary: string;
  /**
   * What a credential must be allowed to do this step (see scope.ts): the action's name,
   * unless several steps share one (managing credentials).
   */
  scope?: string;
  /** Further scopes an input asks for: an upload that also goes live. */
  alsoNeeds?: (input: Static<S>) => string[];
  /**
   * The apps the step acts on, which a credential must be given (see scope.ts): `path`,
   * the app of its path (`:app`, and the console's page); or the apps its input names (a
   * preview's pinned apps), one at least. Left out, the step concerns every app. Never read
   * from any other field: a request cannot name the apps it is checked for.
   */
  appsFrom?: 'path' | ((input: Static<S>) => string[]);
  http: HttpPart;
  input: S;
  changes: Changes | ((input: Static<S>) => Changes);
  /** The step itself: its answer is the admin API's (with `progress` added). */
  work(run: ActionRun<Static<S>>): Promise<object>;
  console?: ConsolePart<Static<S>>;
  cli?: CliPart;
}

/**
 * An entry of the table, typed by its own schema while it is written. The table holds entries
 * of different inputs; each surface checks an input against its entry's schema before the
 * entry's work sees it.
 */
export const defineAction = <S extends TObject>(action: ReleaseAction<S>): ReleaseAction => action as unknown as ReleaseAction;

export const changesOf = (action: ReleaseAction, input: Record<string, unknown>): Changes =>
  typeof action.changes === 'function' ? action.changes(input) : action.changes;

/** Input refused for what it holds, with one line per problem (a catalogue's bad records): 400. */
export class InvalidInputError extends Error {
  constructor(
    message: string,
    readonly errors: string[],
  ) {
    super(message);
  }
}

/** The entry named `name` in a table. */
export function actionNamed(actions: readonly ReleaseAction[], name: string): ReleaseAction {
  const action = actions.find((entry) => entry.name === name);
  if (!action) throw new Error(`no step "${name}"`);
  return action;
}
