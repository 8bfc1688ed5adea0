import type { ReleaseAction } from './step';
import { EVERY, type Caller } from './caller';

/** The scope a step needs: its name unless the entry names a shared one. */
export const scopeOf = (action: ReleaseAction) => action.scope ?? action.name;

/** Every scope a request for `action` with `input` needs. */
export const scopesNeeded = (action: ReleaseAction, input: Record<string, unknown>) => [scopeOf(action), ...(action.alsoNeeds?.(input) ?? [])];

/**
 * The apps a step acts on, as its entry declares them (`appsFrom`): the app of its path, or
 * the apps its own input names (a preview's pins). Null for a step that declares none (prune,
 * verify, the catalogue, credentials, reports), which concerns every app and which only a
 * grant for every app allows. No other field is read: an `app` or `pins` a request adds to a
 * step that takes none would otherwise choose the apps it is checked for.
 */
export function appsOf(action: ReleaseAction, input: Record<string, unknown>): string[] | null {
  const from = action.appsFrom;
  if (from === undefined) return null;
  // The admin API and the console put the path's app into the input after every other field.
  if (from === 'path') return typeof input.app === 'string' ? [input.app] : [];
  const named = from(input);
  return Array.isArray(named) ? named.filter((app): app is string => typeof app === 'string') : [];
}

const allows = (granted: readonly string[], wanted: string) => granted.includes(EVERY) || granted.includes(wanted);
const unique = (values: readonly string[]) => [...new Set(values)];
const listed = (values: readonly string[], every: string) => (values.includes(EVERY) ? every : values.join(', '));

/** Whether any of the caller's grants concerns `app` (the console lists the apps a person may see). */
export const concerns = (caller: Caller, app: string) => caller.grants.some((grant) => allows(grant.apps, app));

/** The step as its refusal names it: the name a credential's `--can` takes and what the step does. */
const stepSaid = (action: ReleaseAction) => `the step "${action.name}" (${action.summary})`;

/**
 * Why `caller` may not take this step, naming the step, what is missing and what the caller may
 * do (the answer is 403), or null when it may. For each app the step acts on, one grant must
 * allow the step on that app: a person who manages the reviews releases and reads every app as
 * an analyst may not roll back guides, though one of their roles may roll back and the other
 * concerns guides.
 */
export function refusalFor(caller: Caller, action: ReleaseAction, input: Record<string, unknown>): string | null {
  const who = caller.name;
  const needed = scopesNeeded(action, input);
  const apps = appsOf(action, input);
  const withScopes = caller.grants.filter((grant) => needed.every((scope) => allows(grant.actions, scope)));
  if (!withScopes.length) {
    const mayDo = unique(caller.grants.flatMap((grant) => grant.actions));
    const may = mayDo.length ? `${who} may: ${listed(mayDo, 'every step')}` : `${who} may take no step`;
    const own = scopeOf(action);
    const missing = needed.filter((scope) => !caller.grants.some((grant) => allows(grant.actions, scope)));
    // An upload that goes on to go live needs that step's scope too.
    if (missing.length && !missing.includes(own)) return `${who} may not take ${stepSaid(action)} and go on to ${missing.join(' and ')}; ${may}`;
    // A shared scope (credentials, reports) is what a credential's `--can` names, not the step.
    return `${who} may not take ${stepSaid(action)}${own === action.name ? '' : `, which needs "${own}"`}; ${may}`;
  }
  const onApps = unique(withScopes.flatMap((grant) => grant.apps));
  if (apps === null) {
    return onApps.includes(EVERY) ? null : `${who} may not take ${stepSaid(action)}: it concerns every app, and ${who} is for ${onApps.join(', ')} only`;
  }
  if (!apps.length) return `${who} may not take ${stepSaid(action)}: the request names no app`;
  const outside = unique(apps).filter((app) => !allows(onApps, app));
  return outside.length ? `${who} may not take the step "${action.name}" on ${outside.join(', ')} (only on ${onApps.join(', ')})` : null;
}
