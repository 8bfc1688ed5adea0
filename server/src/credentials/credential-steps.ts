import { Type } from '@sinclair/typebox';
import { APPS } from '../core/apps';
import { createCredential, EVERY, listCredentials, revokeCredential, type Caller, type CredentialRow } from './credentials';
import { NotAllowedError, ReleaseError } from '../core/steps/step-error';
import { defineAction } from '../core/steps/step';

/** Managing credentials is one scope for its three steps: whoever may do one may do all. */
const CREDENTIALS = 'credentials';
const NAME = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$', description: 'lower-case letters, digits and dashes' });
const MAX_DAYS = 366;

/** `30d`, `12w` or `90` (days) as days. */
function daysOf(given: string): number {
  const match = /^(\d{1,4})([dw]?)$/.exec(given.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'w' ? 7 : 1);
}

const allows = (granted: readonly string[], wanted: string) => granted.includes(EVERY) || granted.includes(wanted);
const stepsSaid = (steps: readonly string[]) => (steps.includes(EVERY) ? 'every step' : steps.map((step) => `"${step}"`).join(', '));
const appsSaid = (apps: readonly string[]) => (apps.includes(EVERY) ? 'all apps' : apps.join(', '));

/**
 * Why `caller` may not give these steps on these apps, or null when it may: a credential (or a
 * person) hands out only what it holds itself, each step with one of its own grants that covers
 * every app asked for (`*` and all only from a grant that has them). Holding `credentials` on
 * every app makes one a manager of credentials, not of every step.
 */
function beyondOwnGrants(caller: Caller, can: readonly string[], apps: readonly string[]): string | null {
  const covers = (step: string) => caller.grants.some((grant) => allows(grant.actions, step) && apps.every((app) => allows(grant.apps, app)));
  const missing = can.filter((step) => !covers(step));
  if (!missing.length) return null;
  const holds = caller.grants.map((grant) => `${stepsSaid(grant.actions)} on ${appsSaid(grant.apps)}`).join('; ') || 'nothing';
  return `${caller.name} may not give ${stepsSaid(missing)} on ${appsSaid(apps)}: it holds only ${holds}`;
}

const listOf = (given: unknown) => (typeof given === 'string' ? given.split(',').map((part) => part.trim()).filter(Boolean) : []);

const create = defineAction({
  name: 'credential-create',
  summary: 'Make a credential for a pipeline or a person, scoped to apps and steps',
  scope: CREDENTIALS,
  http: { method: 'POST', path: '/admin/credentials' },
  input: Type.Object({
    name: NAME,
    /** App names, or `*` for every app (and the steps that concern none: prune, verify, import, credentials). */
    apps: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 20, uniqueItems: true }),
    /** Scopes: the steps of the release action table, or `*` for all. */
    can: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 40, uniqueItems: true }),
    expiresDays: Type.Integer({ minimum: 1, maximum: MAX_DAYS }),
  }),
  changes: 'data',
  work: async ({ services: { db, scopes }, input, actor, caller, progress }) => {
    const apps = input.apps.map((app) => (app === 'all' ? EVERY : app));
    const unknownApps = apps.filter((app) => app !== EVERY && !APPS.some((known) => known.app === app));
    const unknownScopes = input.can.filter((scope) => scope !== EVERY && !scopes.includes(scope));
    if (unknownApps.length || unknownScopes.length) {
      throw new ReleaseError(
        [unknownApps.length && `no app ${unknownApps.join(', ')} (apps: ${APPS.map((a) => a.app).join(', ')}, or all)`, unknownScopes.length && `no step ${unknownScopes.join(', ')} (steps: ${scopes.join(', ')}, or *)`].filter(Boolean).join('; '),
      );
    }
    const beyond = beyondOwnGrants(caller, input.can, apps);
    if (beyond) throw new NotAllowedError(beyond);
    const expiresAt = new Date(Date.now() + input.expiresDays * 24 * 60 * 60 * 1000);
    const secret = await createCredential(db, { name: input.name, apps, actions: input.can, expiresAt, createdBy: actor });
    if (!secret) throw new ReleaseError(`a credential named ${input.name} exists already (revoke it, or choose another name)`, [], true);
    progress(`${input.name} may ${input.can.join(', ')} on ${apps.join(', ')} until ${expiresAt.toISOString()}`);
    return { name: input.name, secret, expiresAt: expiresAt.toISOString() };
  },
  cli: {
    command: 'token create',
    usage: '--name <name> --apps <app,...|all> --can <step,...|*> [--expires 90d]',
    note: `prints the secret once; it expires after at most ${MAX_DAYS} days`,
    positionals: [],
    options: {
      name: { type: 'string', field: 'name', invalid: '--name needs lower-case letters, digits and dashes (up to 63)' },
      apps: { type: 'string', field: null },
      can: { type: 'string', field: null },
      expires: { type: 'string', field: null, default: '90d' },
    },
    input: (_positionals, options) => {
      const expiresDays = daysOf(String(options.expires));
      if (!(expiresDays >= 1 && expiresDays <= MAX_DAYS)) throw new ReleaseError(`--expires needs days (90d) or weeks (12w), at most ${MAX_DAYS} days`);
      const [apps, can] = [listOf(options.apps), listOf(options.can)];
      if (!apps.length || !can.length) throw new ReleaseError('token create needs --apps (app names, or all) and --can (steps, or *)');
      return { apps, can, expiresDays };
    },
    run: async (args, client) => {
      const made = await client.request<{ name: string; secret: string; expiresAt: string }>('credential-create', args.input);
      console.log(`${made.name} (until ${made.expiresAt}); the secret is shown this once, keep it in your pipeline's secret store:\n${made.secret}`);
      return 0;
    },
  },
});

const list = defineAction({
  name: 'credential-list',
  summary: 'List the credentials: scope, expiry, last use',
  scope: CREDENTIALS,
  http: { method: 'GET', path: '/admin/credentials' },
  input: Type.Object({}),
  changes: 'nothing',
  work: async ({ services: { db } }) => ({ credentials: await listCredentials(db) }),
  cli: {
    command: 'token list',
    usage: '',
    positionals: [],
    run: async (_args, client) => {
      const { credentials } = await client.request<{ credentials: CredentialRow[] }>('credential-list', {});
      if (!credentials.length) console.log('no credentials yet: npm run token -- create --name <name> --apps <apps> --can <steps>');
      for (const c of credentials) {
        const state = c.revokedAt ? `revoked ${c.revokedAt}` : Date.parse(c.expiresAt) <= Date.now() ? `expired ${c.expiresAt}` : `until ${c.expiresAt}`;
        console.log(`${c.name}  ${c.actions.join(',')} on ${c.apps.join(',')}  ${state}  made by ${c.createdBy}  last used ${c.lastUsedAt ?? 'never'}`);
      }
      return 0;
    },
  },
});

const revoke = defineAction({
  name: 'credential-revoke',
  summary: 'Revoke a credential: refused at once on every server',
  scope: CREDENTIALS,
  http: { method: 'POST', path: '/admin/credentials/:name/revoke' },
  input: Type.Object({ name: NAME }),
  changes: 'data',
  work: async ({ services: { db }, input, actor, progress }) => {
    if (!(await revokeCredential(db, input.name, actor))) throw new ReleaseError(`no credential named ${input.name} in force`, [], true);
    progress(`${input.name} is revoked`);
    return { name: input.name, revoked: true };
  },
  cli: { command: 'token revoke', usage: '<name>', positionals: [{ field: 'name' }] },
});

/** The steps that manage credentials; their scope `credentials` on every app is an administrator's. */
export const CREDENTIAL_ACTIONS = [create, list, revoke];
