import { APPS } from './apps';
import { EVERY, type Grant } from './steps/caller';

/**
 * What a person signed in through the identity provider may do, by role:
 * - `admin`: every step on every app, credentials included;
 * - `release-manager:<app>` (or `release-manager:*`): the release steps of that app (of every
 *   app, which adds the steps that concern all apps: prune and verify);
 * - `catalogue-editor`: the catalogue import and the regulator's whitelist, and reads the
 *   affiliate links' health (its URLs) and the record of calls to action;
 * - `analyst`: reads the release history, error rates and web vitals of every app, the
 *   affiliate links' health, the click report and the record of calls to action, and changes
 *   nothing. Only an admin starts a link check on demand.
 * A person with several roles may do what each of them allows.
 */
export type Role = string;

/** The release steps of one app: everything a pipeline or a release manager does with versions. */
export const RELEASE_STEPS = ['publish', 'check', 'canary', 'promote', 'abort', 'activate', 'rollback', 'mark-bad', 'history', 'vitals', 'preview', 'prune', 'verify'] as const;

const RELEASE_MANAGER = 'release-manager:';

export function grantOf(role: Role): Grant | null {
  if (role === 'admin') return { apps: [EVERY], actions: [EVERY] };
  if (role === 'catalogue-editor') return { apps: [EVERY], actions: ['import', 'whitelist-import', 'link-health', 'compliance'] };
  if (role === 'analyst') return { apps: [EVERY], actions: ['history', 'vitals', 'link-health', 'reports', 'compliance'] };
  if (role.startsWith(RELEASE_MANAGER)) return { apps: [role.slice(RELEASE_MANAGER.length)], actions: RELEASE_STEPS };
  return null;
}

export const grantsOf = (roles: readonly Role[]): Grant[] => roles.flatMap((role) => grantOf(role) ?? []);

/** Which claim values (groups) give which roles, from OIDC_ROLES. */
export type RoleMap = ReadonlyArray<{ value: string; role: Role }>;

const KNOWN_ROLES = ['admin', 'catalogue-editor', 'analyst', `${RELEASE_MANAGER}${EVERY}`, ...APPS.map(({ app }) => `${RELEASE_MANAGER}${app}`)];

/**
 * `OIDC_ROLES`: entries `<claim value>=<role>` separated by `;`, e.g.
 * `site-admins=admin; reviews-team=release-manager:reviews; reviews-team=release-manager:guides`.
 * A value may give several roles. An unknown role stops the server at start, so a typing error
 * never grants or withholds anything silently.
 */
export function parseRoleMap(text: string): RoleMap {
  const entries = text.split(';').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    const separator = entry.lastIndexOf('=');
    const value = entry.slice(0, separator).trim();
    const role = entry.slice(separator + 1).trim();
    if (separator < 1 || !value) throw new Error(`OIDC_ROLES: "${entry}" is not <claim value>=<role>`);
    if (!KNOWN_ROLES.includes(role)) throw new Error(`OIDC_ROLES: "${role}" is no role (roles: ${KNOWN_ROLES.join(', ')})`);
    return { value, role };
  });
}

/** The roles a person's claim values give, sorted and each once: what their session holds. */
export function rolesOf(map: RoleMap, values: readonly string[]): Role[] {
  return [...new Set(map.filter((entry) => values.includes(entry.value)).map((entry) => entry.role))].sort();
}

/** The claim's values as a list: a provider sends a list of groups, or one name as a string. */
export function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  return Array.isArray(claim) ? claim.filter((value): value is string => typeof value === 'string') : [];
}
