import type { ReleaseAction } from '../releases/actions/action';
import { EVERY, type Caller } from './credentials';

/** The scope a step needs: its name unless the entry names a shared one. */
export const scopeOf = (action: ReleaseAction) => action.scope ?? action.name;

/** Every scope a request for `action` with `input` needs. */
export const scopesNeeded = (action: ReleaseAction, input: Record<string, unknown>) => [scopeOf(action), ...(action.alsoNeeds?.(input) ?? [])];

/**
 * The apps a step's input concerns: its app, or a preview's pinned apps. Null for a step that
 * concerns no single app (prune, verify, the catalogue, credentials), which only a credential
 * for every app may take.
 */
export function appsOf(input: Record<string, unknown>): string[] | null {
  if (typeof input.app === 'string') return [input.app];
  if (input.pins && typeof input.pins === 'object') return Object.keys(input.pins);
  return null;
}

const allows = (granted: readonly string[], wanted: string) => granted.includes(EVERY) || granted.includes(wanted);

/**
 * Why `caller` may not take this step, naming what is missing (the answer is 403), or null
 * when it may.
 */
export function refusalFor(caller: Caller, action: ReleaseAction, input: Record<string, unknown>): string | null {
  const missing = scopesNeeded(action, input).filter((scope) => !allows(caller.actions, scope));
  if (missing.length) return `${caller.name} may not ${missing.join(' or ')} (it may: ${caller.actions.join(', ')})`;
  const apps = appsOf(input);
  if (apps === null) return allows(caller.apps, EVERY) && caller.apps.includes(EVERY) ? null : `${caller.name} may not ${scopeOf(action)}: it concerns every app, and ${caller.name} is for ${caller.apps.join(', ')} only`;
  const outside = apps.filter((app) => !allows(caller.apps, app));
  return outside.length ? `${caller.name} may not act on ${outside.join(', ')} (only on ${caller.apps.join(', ')})` : null;
}
