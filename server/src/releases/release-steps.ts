import { Type } from '@sinclair/typebox';
import { uploadBuild } from './local-build';
import { EXIT_REFUSED, printHistory, printRefusal, printVitals, type History, type VitalsSummary } from './release-output';
import { APPS } from '../core/apps';
import { PREVIEW_HOURS, SITE_PATH, type Previews } from '../previews';
import { checkApp, ReleaseError } from '../core/steps/step-error';
import { hourFigures, recentVitals } from './vitals';
import { defineAction, type ReleaseAction } from '../core/steps/step';
import type { ReleaseService } from './release-service';

declare module '../core/steps/step' {
  /** What the releases' steps work with, beside the core's. */
  interface ActionServices {
    releases: ReleaseService;
    /** Signs preview links. */
    previews: Previews;
  }
}
import {
  AppName,
  CANARY_INVALID,
  Force,
  FORCE_FIELD,
  FORCE_OPTION,
  FROM_OPTION,
  GraceHours,
  Keep,
  Notes,
  Page,
  Percent,
  Reason,
  REASON_FIELD,
  REASON_OPTION,
  stepOf,
  Version,
  versionField,
} from '../core/steps/fields';
import { receiveBuild } from './receive-build';

const { Optional } = Type;
const KEEP_INVALID = '--keep needs 1 or more versions and --grace-hours 0 or more hours';

/** Uploads a build; the server publishes it, and activates it or starts a canary when asked. */
const publish = defineAction({
  name: 'publish',
  summary: 'Publish a build',
  alsoNeeds: (input) => [...(input.activate ? ['activate'] : []), ...(input.canary ? ['canary'] : [])],
  appsFrom: 'path',
  http: { method: 'PUT', path: '/admin/releases/:app/versions/:version', body: 'gzip' },
  input: Type.Object({
    app: AppName,
    version: Version,
    notes: Optional(Notes),
    reason: Optional(Reason),
    /** Activate it once published (after the gate). */
    activate: Optional(Type.Boolean()),
    /** Or serve it to this share of visitors. */
    canary: Optional(Percent),
    force: Optional(Force),
    /** What its build recorded beside it. */
    builtAt: Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    sourceCommit: Optional(Type.String({ maxLength: 80, pattern: '^[0-9a-f]{7,64}(\\+changes)?$' })),
  }),
  changes: (input) => (input.activate || input.canary ? 'served' : 'data'),
  work: ({ services: { releases, varDir }, input, actor, progress, stream }) =>
    receiveBuild(stream!, varDir, input.version, progress, async (dir, content) => {
      const { app, version } = input;
      const provenance = input.builtAt ? { builtAt: input.builtAt, sourceCommit: input.sourceCommit ?? null } : null;
      const published = await releases.publish(app, { dir, version, provenance, content }, { notes: input.notes, actor }, progress);
      const step = stepOf({ reason: input.reason ?? 'release', force: input.force }, actor);
      if (input.canary) return { ...published, canary: await releases.startCanary(app, version, { ...step, percent: input.canary }, progress) };
      if (input.activate) return { ...published, activated: await releases.activate(app, version, step, progress) };
      return published;
    }),
  cli: {
    command: 'release',
    usage: '<app> [--reason "..."] [--notes "..."] [--from <build folder>] [--no-activate | --canary <percent>]',
    note: "the app's newest build here (or --from), activated, or with --canary served to a share of visitors",
    positionals: [{ field: 'app' }],
    options: {
      reason: REASON_OPTION,
      notes: { type: 'string', field: 'notes' },
      from: FROM_OPTION,
      canary: { type: 'string', field: 'canary', invalid: CANARY_INVALID },
      force: FORCE_OPTION,
      'no-activate': { type: 'boolean', field: null },
    },
    conflict: (options) => (options.canary !== undefined && options['no-activate'] ? '--canary and --no-activate contradict each other' : null),
    run: async (args, client) => {
      await uploadBuild(args, client, !args.options['no-activate']);
      return 0;
    },
  },
});

const check = defineAction({
  name: 'check',
  summary: 'Check a version (changes nothing)',
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/check' },
  input: Type.Object({ app: AppName, version: Version }),
  changes: 'nothing',
  work: async ({ services, input, progress }) => ({ reasons: await services.releases.check(input.app, input.version, progress) }),
  console: {
    button: 'Run the gate',
    fields: [versionField()],
    outcome: ({ app, version }, result) => {
      const { reasons } = result as { reasons: string[] };
      if (reasons.length) return { ok: false, message: `${app} ${version} would be refused`, details: reasons };
      return { ok: true, message: `${app} ${version} passes the gate (nothing was changed)` };
    },
  },
  cli: {
    command: 'check',
    usage: '<app> [<version>] [--from <build folder>]',
    note: 'without a version, the build is uploaded (not activated) and checked',
    positionals: [{ field: 'app' }, { field: 'version', optional: true }],
    options: { from: FROM_OPTION },
    run: async (args, client) => {
      const app = String(args.input.app);
      const version = args.input.version ?? (await uploadBuild(args, client, false)).version;
      const { reasons } = await client.request<{ reasons: string[] }>('check', { app, version });
      if (!reasons.length) return console.log(`${app} ${String(version)} passes the gate (nothing was activated)`), 0;
      printRefusal(`${app} ${String(version)} would be refused:`, reasons);
      return EXIT_REFUSED;
    },
  },
});

/** The CLI starts one with `activate --canary <percent>`. */
const canary = defineAction({
  name: 'canary',
  summary: 'Start a canary',
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/canary' },
  input: Type.Object({ app: AppName, version: Version, percent: Percent, reason: Reason, force: Optional(Force) }),
  changes: 'served',
  work: ({ services, input, actor, progress }) => services.releases.startCanary(input.app, input.version, { ...stepOf(input, actor), percent: input.percent }, progress),
  console: {
    button: 'Start canary',
    fields: [versionField({ notActive: true }), { name: 'percent', control: 'number', label: 'Share of visitors (%)', value: 10 }, REASON_FIELD, FORCE_FIELD],
    outcome: ({ app, version, percent }) => ({ ok: true, message: `${app} ${version} is served to ${percent} % of visitors` }),
  },
});

const promote = defineAction({
  name: 'promote',
  summary: "Promote the app's canary to every visitor",
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/promote' },
  input: Type.Object({ app: AppName, reason: Reason }),
  changes: 'served',
  work: ({ services, input, actor, progress }) => services.releases.promote(input.app, stepOf(input, actor), progress),
  console: {
    title: ({ canary: running }) => `Promote canary ${running?.version}`,
    shown: ({ canary: running }) => Boolean(running),
    button: 'Promote to every visitor',
    fields: [REASON_FIELD],
    outcome: ({ app }) => ({ ok: true, message: `The canary of ${app} is active for every visitor` }),
  },
  cli: { command: 'promote', usage: '<app> --reason "..."', positionals: [{ field: 'app' }], options: { reason: REASON_OPTION } },
});

const abort = defineAction({
  name: 'abort',
  summary: "Abort the app's canary",
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/abort' },
  input: Type.Object({ app: AppName, reason: Reason }),
  changes: 'served',
  work: ({ services, input, actor, progress }) => services.releases.abort(input.app, stepOf(input, actor), progress),
  console: {
    title: ({ canary: running }) => `Abort canary ${running?.version}`,
    shown: ({ canary: running }) => Boolean(running),
    button: 'Abort canary',
    danger: true,
    fields: [REASON_FIELD],
    outcome: ({ app }) => ({ ok: true, message: `The canary of ${app} is ended` }),
  },
  cli: { command: 'abort', usage: '<app> --reason "..."', note: 'every visitor gets the active version', positionals: [{ field: 'app' }], options: { reason: REASON_OPTION } },
});

const activate = defineAction({
  name: 'activate',
  summary: 'Activate for every visitor',
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/activate' },
  input: Type.Object({ app: AppName, version: Version, reason: Reason, force: Optional(Force) }),
  changes: 'served',
  work: ({ services, input, actor, progress }) => services.releases.activate(input.app, input.version, stepOf(input, actor), progress),
  console: {
    button: 'Activate',
    fields: [versionField({ notActive: true }), REASON_FIELD, FORCE_FIELD],
    outcome: ({ app, version }) => ({ ok: true, message: `${app} ${version} is active for every visitor` }),
  },
  cli: {
    command: 'activate',
    usage: '<app> <version> --reason "..." [--canary <percent>] [--force]',
    note: 'with --canary, served to that share of visitors instead',
    positionals: [{ field: 'app' }, { field: 'version', missing: 'activate needs the version to activate' }],
    options: { reason: REASON_OPTION, force: FORCE_OPTION, canary: { type: 'string', field: null, schema: Percent, invalid: CANARY_INVALID } },
    run: async (args, client) => {
      const share = args.options.canary;
      await (typeof share === 'string' ? client.request('canary', { ...args.input, percent: Number(share) }) : client.request('activate', args.input));
      return 0;
    },
  },
});

const rollback = defineAction({
  name: 'rollback',
  summary: 'Roll back to the version before',
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/rollback' },
  input: Type.Object({ app: AppName, reason: Reason, force: Optional(Force) }),
  changes: 'served',
  work: ({ services, input, actor, progress }) => services.releases.rollback(input.app, stepOf(input, actor), progress),
  console: {
    button: 'Roll back',
    danger: true,
    fields: [REASON_FIELD, FORCE_FIELD],
    outcome: ({ app }) => ({ ok: true, message: `${app} is rolled back` }),
  },
  cli: {
    command: 'rollback',
    usage: '<app> --reason "..." [--force]',
    note: 'a second rollback goes one step further back',
    positionals: [{ field: 'app' }],
    options: { reason: REASON_OPTION, force: FORCE_OPTION },
  },
});

const markBad = defineAction({
  name: 'mark-bad',
  summary: 'Mark a version bad',
  appsFrom: 'path',
  http: { method: 'POST', path: '/admin/releases/:app/mark-bad' },
  input: Type.Object({ app: AppName, version: Version, reason: Reason }),
  changes: 'data',
  work: ({ services, input, actor, progress }) => services.releases.markBad(input.app, input.version, stepOf(input, actor), progress),
  console: {
    button: 'Mark bad',
    danger: true,
    fields: [versionField(), REASON_FIELD],
    outcome: ({ app, version }) => ({ ok: true, message: `${app} ${version} is marked bad` }),
  },
  cli: {
    command: 'mark-bad',
    usage: '<app> <version> --reason "..."',
    note: 'refused from then on, unless --force',
    positionals: [{ field: 'app' }, { field: 'version', missing: 'mark-bad needs the version' }],
    options: { reason: REASON_OPTION },
  },
});

const history = defineAction({
  name: 'history',
  summary: 'Show the published versions (* = active), the canary and the audit trail',
  appsFrom: 'path',
  http: { method: 'GET', path: '/admin/releases/:app' },
  input: Type.Object({ app: AppName, page: Optional(Page) }),
  changes: 'nothing',
  work: ({ services, input }) => services.releases.history(input.app, input.page),
  cli: {
    command: 'releases',
    usage: '<app> [--page <n>]',
    positionals: [{ field: 'app' }],
    options: { page: { type: 'string', field: 'page', invalid: '--page needs a page number (1 is the newest)' } },
    run: async (args, client) => {
      printHistory(String(args.input.app), await client.request<History>('history', args.input));
      return 0;
    },
  },
});

const vitals = defineAction({
  name: 'vitals',
  summary: "Show the last hour's web vitals of each version measured (75th percentile per device class), of one route's pages with --route",
  appsFrom: 'path',
  http: { method: 'GET', path: '/admin/releases/:app/vitals' },
  input: Type.Object({ app: AppName, route: Optional(Type.String({ maxLength: 100, pattern: '^[a-z0-9-]+$' })) }),
  changes: 'nothing',
  work: async ({ services, input }): Promise<VitalsSummary> => ({
    route: input.route ?? null,
    figures: hourFigures(await recentVitals(services.db, input.app, Date.now(), input.route)),
  }),
  cli: {
    command: 'vitals',
    usage: '<app> [--route <id>]',
    positionals: [{ field: 'app' }],
    options: { route: { type: 'string', field: 'route', invalid: '--route needs a route id (lower-case letters, digits and -)' } },
    run: async (args, client) => {
      printVitals(String(args.input.app), await client.request<VitalsSummary>('vitals', args.input));
      return 0;
    },
  },
});

const prune = defineAction({
  name: 'prune',
  summary: 'Remove old versions',
  http: { method: 'POST', path: '/admin/releases/prune' },
  input: Type.Object({ keep: Keep, graceHours: GraceHours }),
  changes: 'data',
  work: ({ services, input, actor, progress }) => services.releases.prune({ ...input, actor }, progress),
  cli: {
    command: 'prune',
    usage: '[--keep <n>] [--grace-hours <h>]',
    note: 'keeps the active version, the canary, the newest 5 and any served in the last 24 h',
    positionals: [],
    options: {
      keep: { type: 'string', field: 'keep', default: '5', invalid: KEEP_INVALID },
      'grace-hours': { type: 'string', field: 'graceHours', default: '24', invalid: KEEP_INVALID },
    },
    run: async (args, client) => {
      const { pruned } = await client.request<{ pruned: unknown[] }>('prune', args.input);
      if (!pruned.length) console.log('nothing to prune');
      return 0;
    },
  },
});

const verify = defineAction({
  name: 'verify',
  summary: "Check the release store and this server's cached copies against their checksums",
  http: { method: 'POST', path: '/admin/releases/verify' },
  input: Type.Object({}),
  // It puts back damaged cached copies, which serve what was published anyway.
  changes: 'nothing',
  work: ({ services, progress }) => services.releases.verify(progress),
  cli: {
    command: 'verify',
    usage: '',
    note: 'exit code 1 when something is damaged',
    positionals: [],
    run: async (_args, client) => {
      const { damaged } = await client.request<{ damaged: Array<{ app: string; version: string; problems: string[] }> }>('verify', {});
      if (!damaged.length) return 0;
      printRefusal('damaged releases (publishing the same build again puts back what the store lost):', damaged.map((d) => `${d.app} ${d.version}: ${d.problems.join('; ')}`));
      return EXIT_REFUSED;
    },
  },
});

/** App/version pairs from the command line: `reviews 1a2b3c4d5e6f guides 0f9e8d7c6b5a`. */
function pinsFromPairs(positionals: string[]) {
  if (!positionals.length || positionals.length % 2) throw new ReleaseError('preview needs one or more apps, each followed by its version: npm run preview -- <app> <version> [<app> <version>...]');
  const pins: Record<string, string> = {};
  for (let index = 0; index < positionals.length; index += 2) {
    const app = checkApp(positionals[index]!);
    if (pins[app]) throw new ReleaseError(`preview names ${app} twice`);
    pins[app] = positionals[index + 1]!;
  }
  return { pins };
}

/**
 * A signed link that shows published versions, combined with the active versions of the other
 * apps, in the browser that opens it (see previews/previews.ts). It changes nothing any visitor
 * is served; the trail of each pinned app notes who made it and until when.
 */
const preview = defineAction({
  name: 'preview',
  summary: 'Make a preview link',
  // The console's form and a request that is not checked yet may hold no pins: then it names no app.
  appsFrom: ({ pins }) => (pins && typeof pins === 'object' ? Object.keys(pins) : []),
  http: { method: 'POST', path: '/admin/previews' },
  input: Type.Object({
    pins: Type.Record(Type.String({ maxLength: 40 }), Version, { minProperties: 1, maxProperties: APPS.length }),
    hours: Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_HOURS.max })),
    /** The page the link lands on. */
    path: Optional(Type.String({ maxLength: 500, pattern: SITE_PATH.source })),
  }),
  changes: 'nothing',
  work: async ({ services: { releases, previews, siteUrl }, input, actor, progress }) => {
    const link = previews.link(siteUrl, input.pins, input.hours ?? PREVIEW_HOURS.default, input.path ?? '/');
    await releases.recordPreview(input.pins, { actor, until: link.expiresAt }, progress);
    return { ...link, pins: input.pins };
  },
  console: {
    button: 'Make the link',
    fields: [versionField(), { name: 'hours', control: 'number', label: 'Valid for (hours)', value: PREVIEW_HOURS.default }],
    input: (app, { version, ...rest }) => ({ pins: { [app]: version }, ...rest }),
    outcome: ({ pins }, result) => {
      const { url, expiresAt } = result as { url: string; expiresAt: string };
      const shown = Object.entries(pins).map(([app, version]) => `${app} ${version}`).join(', ');
      return { ok: true, message: `Preview link for ${shown}, valid until ${expiresAt.replace('T', ' ').slice(0, 16)} UTC: whoever opens it sees this version`, link: url };
    },
  },
  cli: {
    command: 'preview',
    usage: '<app> <version> [<app> <version>...] [--hours <n>] [--path <page>]',
    note: `a signed link that shows those versions with the active other apps in the browser that opens it (${PREVIEW_HOURS.default} h unless --hours, at most ${PREVIEW_HOURS.max})`,
    positionals: [],
    options: {
      hours: { type: 'string', field: 'hours', invalid: `--hours needs whole hours from 1 to ${PREVIEW_HOURS.max}` },
      path: { type: 'string', field: 'path', invalid: '--path needs a page of the site, such as /reviews/' },
    },
    input: pinsFromPairs,
    run: async (args, client) => {
      const { url, expiresAt } = await client.request<{ url: string; expiresAt: string }>('preview', args.input);
      console.log(`preview link (until ${expiresAt}):\n${url}`);
      return 0;
    },
  },
});

/** The releases' own steps, in the order the console shows their forms and the CLI lists their commands. */
export const RELEASE_STEPS: readonly ReleaseAction[] = [publish, check, preview, canary, promote, abort, activate, rollback, markBad, history, vitals, prune, verify];
