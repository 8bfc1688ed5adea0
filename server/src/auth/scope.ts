import type { ReleaseAction } from '../releases/actions/action';
import { EVERY, type Caller } from './credentials';

/** The scope a step needs: its name unless the entry names a shared one. */
export const scopeOf = (action: ReleaseAction) => action.scope ?? action.name;

/** Every scope a request for `action` with `input` needs. */
export const scopesNeeded = (action: ReleaseAction, input: Record<string, unknown>) => [scopeOf(action), ...(action.alsoNeeds?.(input) ?? [])];

/**
 * The apps a step's input concerns: its app, or a preview's pinned apps. Null for a step that
 * concerns no single app (prune, verify, the catalogue, credentials), which only a grant for
 * every app allows.
 */
export function appsOf(input: Record<string, unknown>): string[] | null {
  if (typeof input.app === 'string') return [input.app];
  if (input.pins && typeof input.pins === 'object') return Object.keys(input.pins);
  return null;
}

const allows = (granted: readonly string[], wanted: string) => granted.includes(EVERY) || granted.includes(wanted);
const unique = (values: readonly string[]) => [...new Set(values)];

/** Whether any of the caller's grants concerns `app` (the console lists the apps a person may see). */
export const concerns = (caller: Caller, app: string) => caller.grants.some((grant) => allows(grant.apps, app));

/**
 * Why `caller` may not take this step, naming what is missing (the answer is 403), or null
 * when it may. For each app the step concerns, one grant must allow the step on that app: a
 * person who manages the reviews releases and reads every app as an analyst may not roll back
 * guides, though one of their roles may roll back and the other concerns guides.
 */
export function refusalFor(caller: Caller, action: ReleaseAction, input: Record<string, unknown>): string | null {
  const needed = scopesNeeded(action, input);
  const apps = appsOf(input);
  const withScopes = caller.grants.filter((grant) => needed.every((scope) => allows(grant.actions, scope)));
  if (!withScopes.length) {
    const missing = needed.filter((scope) => !caller.grants.some((grant) => allows(grant.actions, scope)));
    return `${caller.name} may not ${(missing.length ? missing : needed).join(' or ')} (it may: ${unique(caller.grants.flatMap((grant) => grant.actions)).join(', ')})`;
  }
  const onApps = unique(withScopes.flatMap((grant) => grant.apps));
  if (apps === null) return onApps.includes(EVERY) ? null : `${caller.name} may not ${scopeOf(action)}: it concerns every app, and ${caller.name} is for ${onApps.join(', ')} only`;
  const outside = apps.filter((app) => !allows(onApps, app));
  return outside.length ? `${caller.name} may not act on ${outside.join(', ')} (only on ${onApps.join(', ')})` : null;
}
