import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { expect } from 'expect';
import { adminClient } from '../cli/admin-client';
import { cliUsage, parseCommand, runCommand } from '../cli/step-commands';
import { changesOf, defineAction, type ReleaseAction } from '../steps/step';
import { REASON_FIELD, REASON_OPTION, Reason, Version, versionField } from '../steps/fields';
import { STEP_TABLE } from '../../features';
import { fieldsIn, pathParams } from '../steps/requests';
import { endCanary, setCanary } from '../../releases/registry';
import { checkApp, ReleaseError } from '../steps/step-error';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const TOKEN = 'action-table-token-0123456789abcdef';
const VERSION = 'abcdefabcdef';

/**
 * A made-up step, shaped as a preview link is: several app/version pairs on the command line,
 * a JSON object field, and a console form that makes its pins from the page's app. Added to
 * the table here, it must appear on every surface without a line of its own anywhere else.
 */
const pinned: Array<{ input: object; actor: string }> = [];
const PIN = defineAction({
  name: 'pin',
  summary: 'Pin versions for a look (made up by the test)',
  http: { method: 'POST', path: '/admin/pins' },
  input: Type.Object({ pins: Type.Record(Type.String(), Version), hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 168 })), reason: Reason }),
  changes: 'data',
  work: async ({ input, actor }) => {
    pinned.push({ input, actor });
    return { pinned: Object.keys(input.pins) };
  },
  console: {
    button: 'Pin',
    fields: [versionField(), { name: 'hours', control: 'number', label: 'Hours', value: 24 }, REASON_FIELD],
    input: (app, { version, ...rest }) => ({ pins: { [app]: version }, ...rest }),
    outcome: ({ pins }) => ({ ok: true, message: `pinned ${Object.entries(pins).map((pair) => pair.join(' ')).join(', ')}` }),
  },
  cli: {
    command: 'pin',
    usage: '<app> <version> [<app> <version>...] [--hours <n>] --reason "..."',
    positionals: [],
    options: { hours: { type: 'string', field: 'hours' }, reason: REASON_OPTION },
    input: (positionals) => {
      if (!positionals.length || positionals.length % 2) throw new ReleaseError('pin needs apps and versions in pairs');
      const pairs = positionals.flatMap((given, index) => (index % 2 ? [] : [[checkApp(given), positionals[index + 1]!]]));
      return { pins: Object.fromEntries(pairs) };
    },
  },
});
const TABLE: readonly ReleaseAction[] = [...STEP_TABLE, PIN];

/** A value that fits a field's schema, for the fields a request needs besides the one it breaks. */
function fitting(schema: TSchema): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'object') return {};
  if (schema.type === 'array') return ['x'];
  return 'x';
}

/** A value no browser or command would send for the field: past its limits, or of another kind. */
function breaking(schema: TSchema): unknown {
  if (schema.type === 'string') return typeof schema.maxLength === 'number' ? 'x'.repeat(schema.maxLength + 1) : null;
  if (schema.type === 'integer' || schema.type === 'number') return typeof schema.maximum === 'number' ? schema.maximum + 1 : 'many';
  if (schema.type === 'boolean') return 'perhaps';
  // A lone value would be taken as a list of one: too many items instead.
  if (schema.type === 'array') return typeof schema.maxItems === 'number' ? Array.from({ length: schema.maxItems + 1 }, (_, index) => `x${index}`) : null;
  return 'not an object';
}

/**
 * An entry's request with every field it needs fitting but one, forged: the first field of its
 * own with a limit, else the caller's actor (empty); a catalogue that is no object.
 */
function forgedRequest(action: ReleaseAction) {
  const params = pathParams(action.http.path);
  const url = action.http.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'app' ? 'guides' : name === 'id' ? '1' : VERSION));
  // A catalogue is the whole body: the refusal says what the body needs.
  if (fieldsIn(action.http) === 'document') return { field: 'needs an object', method: action.http.method, url, payload: '[]', headers: { 'content-type': 'application/json' } };
  const input: TObject = action.input;
  const fields: Record<string, unknown> = {};
  for (const name of input.required ?? []) if (!params.includes(name)) fields[name] = fitting(input.properties[name]!);
  const [field, value] = Object.entries(input.properties)
    .filter(([name]) => !params.includes(name))
    .map(([name, schema]) => [name, breaking(schema)] as const)
    .find(([, broken]) => broken !== null) ?? ['actor', ''];
  fields[field] = value;
  if (fieldsIn(action.http) === 'query') return { field, method: action.http.method, url: `${url}?${new URLSearchParams(Object.entries(fields).map(([name, given]) => [name, String(given)]))}`, headers: {} };
  return { field, method: action.http.method, url, payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
}

describe('the release action table', () => {
  let t: TestApp;
  /** What the server logged, one JSON line each, from warnings up. */
  const logged: string[] = [];
  before(async () => {
    // Every entry is asked without a credential once: more wrong ones than a client may send in a minute.
    t = await createTestApp({ adminToken: TOKEN, authFailureLimit: 1000, logLevel: 'warn' }, { actions: TABLE, logStream: { write: (line) => void logged.push(line) } });
  });
  after(() => t?.close());

  describe('makes the admin API', () => {
    for (const action of TABLE) {
      it(`${action.http.method} ${action.http.path} (${action.name}): 401 without the token, 400 with a forged request`, async () => {
        const { field, ...request } = forgedRequest(action);
        const anonymous = await t.app.inject(request);
        expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({ status: 401, body: { message: 'Credential missing: send it as Authorization: Bearer <secret>' } });
        const forged = await t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${TOKEN}` } });
        expect({ status: forged.statusCode, message: forged.json<{ message: string }>().message }).toEqual({ status: 400, message: expect.stringContaining(field) });
      });
    }

    it('runs the work of an entry with its input and the caller as actor, and answers with its progress', async () => {
      const answer = await t.app.inject({ method: 'POST', url: '/admin/pins', headers: { authorization: `Bearer ${TOKEN}` }, payload: { pins: { guides: VERSION }, reason: 'look', actor: 'api-test' } });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 200, body: { pinned: ['guides'], progress: [] } });
      expect(pinned.at(-1)).toEqual({ input: { pins: { guides: VERSION }, reason: 'look' }, actor: 'ADMIN_TOKEN (break-glass)' });
    });
  });

  it('answers a step that makes a file with the file alone, and logs no warning for it', async () => {
    const from = logged.length;
    const csv = await t.app.inject({ url: '/admin/reports/clicks.csv?from=2030-01-01&to=2030-01-02', headers: { authorization: `Bearer ${TOKEN}` } });
    expect({ status: csv.statusCode, type: csv.headers['content-type'], file: csv.headers['content-disposition'] }).toEqual({
      status: 200,
      type: 'text/csv; charset=utf-8',
      file: 'attachment; filename="clicks-2030-01-01-2030-01-02.csv"',
    });
    expect(csv.body.split('\r\n')[0]).toContain('kind,day,page');
    // The admin token's use is noted, as on every call with it; nothing else is.
    const lines = logged.slice(from).map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(['the break-glass admin token was used']);
  });

  describe('makes the console’s forms', () => {
    let cookie = '';
    let csrf = '';
    const page = async () => (await t.app.inject({ url: '/admin/apps/guides', headers: { cookie } })).body;
    const post = (step: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/admin/apps/guides/${step}`, payload: new URLSearchParams({ csrf, ...fields }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } });
    const consoleActions = TABLE.filter((action) => action.console);

    before(async () => {
      const signIn = await t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: `token=${TOKEN}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      csrf = /name="csrf" value="([^"]+)"/.exec(await page())![1]!;
    });

    it('renders a form for every console entry on the app page, its canary steps while a canary runs', async () => {
      const active = (await t.app.releases.history('guides')).releases.find((release) => release.active)!.version;
      // A canary row of its own, so the page shows the canary's steps; no gate is needed to look at forms.
      await t.app.db.transaction((tx) => setCanary(tx, { app: 'guides', version: active, percent: 5, actor: 'test', reason: 'forms' }));
      const body = await page();
      await t.app.db.transaction((tx) => endCanary(tx, { app: 'guides', action: 'abort', actor: 'test', reason: 'forms seen' }));
      const shown = [...body.matchAll(/<form class="card" method="post" action="\/admin\/apps\/guides\/([\w-]+)">\n<h3>([^<]+)<\/h3>/g)].map(([, step, title]) => ({ step, title }));
      expect(shown.map(({ step }) => step)).toEqual(consoleActions.map((action) => action.name));
      for (const action of consoleActions) {
        const form = body.slice(body.indexOf(`action="/admin/apps/guides/${action.name}"`)).split('</form>')[0]!;
        for (const field of action.console!.fields) expect(form).toContain(`id="${action.name}-${field.name}" name="${field.name}"`);
        expect(form).toContain(`>${action.console!.button}</button>`);
      }
      expect(shown.find(({ step }) => step === 'promote')?.title).toBe(`Promote canary ${active}`);
      expect(shown.find(({ step }) => step === 'pin')?.title).toBe(PIN.summary);
      // Without a canary its steps are not offered.
      expect(await page()).not.toContain('action="/admin/apps/guides/promote"');
    });

    it('has the POST route know every console entry, and still asks a reason for every change', async () => {
      for (const action of consoleActions) {
        // An empty form: the step is known, and refused before its work for what the form lacks.
        const answer = await post(action.name, {});
        const changes = changesOf(action, {}) !== 'nothing';
        expect({ step: action.name, status: answer.statusCode, known: !answer.body.includes('There is no such app or step.') }).toEqual({ step: action.name, status: 400, known: true });
        expect(answer.body).toContain(changes ? 'Every change needs a reason; nothing was changed.' : '; nothing was changed.');
        // Every step that changes something asks for the reason in its form.
        if (changes) expect(action.console!.fields.map((field) => field.name)).toContain('reason');
      }
      expect((await post('no-such-step', { reason: 'x' })).statusCode).toBe(404);
      expect((await post('history', { reason: 'x' })).statusCode).toBe(404);
    });

    it('reads a post per the entry’s schema (numbers from strings) and runs its work as the console', async () => {
      const refused = await post('pin', { version: VERSION, hours: 'many', reason: 'a look' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Hours needs a whole number from 1 to 168; nothing was changed.');
      const done = await post('pin', { version: VERSION, hours: '12', reason: ' a look ' });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(`pinned guides ${VERSION}`);
      expect(pinned.at(-1)).toEqual({ input: { pins: { guides: VERSION }, hours: 12, reason: 'a look' }, actor: 'console (ADMIN_TOKEN (break-glass))' });
    });
  });

  describe('makes the CLI’s commands', () => {
    it('lists every command in the usage, each with its npm script', async () => {
      const usage = cliUsage(STEP_TABLE);
      const { scripts } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
      // A command of two words (`token create`) is its script and a first argument.
      const commands = STEP_TABLE.flatMap((action) => (action.cli ? [action.cli.command.split(' ')] : []));
      for (const [script, ...sub] of commands) {
        expect(usage).toMatch(new RegExp(`^  npm run ${script} *${sub.length ? `-- ${sub.join(' ')}` : ''}\\b`, 'm'));
        expect({ script, runs: scripts[script!] }).toEqual({ script, runs: `node scripts/server-cli.mjs release ${script}` });
      }
      // And no script runs a command the table does not have.
      const released = Object.values(scripts).flatMap((script) => /^node scripts\/server-cli\.mjs release (\S+)$/.exec(script)?.slice(1) ?? []);
      expect(released.sort()).toEqual([...new Set(commands.map(([script]) => script!))].sort());
    });

    it('takes a new entry’s command from the table: usage, arguments, and its request to the server', async () => {
      // Commands are padded to the longest script name of the table.
      expect(cliUsage(TABLE)).toContain(`  npm run ${'pin'.padEnd(Math.max(...TABLE.flatMap((entry) => (entry.cli ? [entry.cli.command.split(' ')[0]!.length] : []))))} -- ${PIN.cli!.usage}\n      ${PIN.summary}`);
      const command = parseCommand(TABLE, ['pin', 'guides', VERSION, 'reviews', 'fedcbafedcba', '--hours', '12', '--reason', 'both']);
      expect(command.args.input).toEqual({ pins: { guides: VERSION, reviews: 'fedcbafedcba' }, hours: 12, reason: 'both' });
      expect(() => parseCommand(TABLE, ['pin', 'guides', VERSION])).toThrow('pin needs --reason "why"');
      expect(() => parseCommand(TABLE, ['pin', 'payments', VERSION, '--reason', 'x'])).toThrow('unknown app "payments"');
      expect(() => parseCommand(STEP_TABLE, ['pin', 'guides', VERSION, '--reason', 'x'])).toThrow("Release manager's commands:");

      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const code = await runCommand(command, adminClient(TABLE, { base, token: TOKEN }));
      expect(code).toBe(0);
      expect(pinned.at(-1)).toEqual({ input: { pins: { guides: VERSION, reviews: 'fedcbafedcba' }, hours: 12, reason: 'both' }, actor: 'ADMIN_TOKEN (break-glass)' });
    });
  });

  it('is listed in docs/releasing.md as it is', async () => {
    const docs = await readFile(path.join(REPO_ROOT, 'docs', 'releasing.md'), 'utf8');
    const listed = /<!-- release actions -->\n([\s\S]*?)<!-- end of release actions -->/.exec(docs)?.[1];
    const rows = STEP_TABLE.map((action) =>
      [`\`${action.name}\``, action.summary, `\`${action.scope ?? action.name}\`${action.alsoNeeds ? ' (and what it goes on to do)' : ''}`, `\`${action.http.method} ${action.http.path}\``, action.cli ? `\`npm run ${action.cli.command.replace(' ', ' -- ')}\`` : '', action.console ? `*${action.console.button}*` : ''].join(' | '),
    );
    expect(listed).toBe(['| Action | What it does | Scope | Admin API | CLI | Console |', '| --- | --- | --- | --- | --- | --- |', ...rows.map((row) => `| ${row} |`), ''].join('\n'));
  });
});
