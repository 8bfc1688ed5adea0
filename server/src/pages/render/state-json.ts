import { randomBytes } from 'node:crypto';
import type { PageState } from '@casino/shared';
import { knownJson } from '../../catalogue';
import { jsonForScript, scriptSafeJson } from '../../core/escape';

/** The script-safe form of each value with known JSON, made once. */
const scriptSafe = new WeakMap<object, string>();
function knownScriptJson(value: unknown): string | undefined {
  const json = knownJson(value);
  if (json === undefined) return undefined;
  let safe = scriptSafe.get(value as object);
  if (safe === undefined) scriptSafe.set(value as object, (safe = scriptSafeJson(json)));
  return safe;
}

/** Marks where a known value goes; random per process, so no data can spell it. */
const SLOT = `\u0000${randomBytes(6).toString('hex')}:`;
const SLOT_IN_JSON = new RegExp(`"${jsonForScript(SLOT).slice(1, -1).replace(/\\/g, '\\\\')}(\\d+)"`, 'g');

/**
 * The page state as script-safe JSON. The catalogue's lists, most of the home page's state,
 * go in as they were serialized for the API rather than being serialized again per render.
 */
export function stateJsonForScript(state: PageState): string {
  const known: string[] = [];
  const queries = state.queries.queries.map((query) => {
    const json = knownScriptJson(query.state.data);
    if (json === undefined) return query;
    known.push(json);
    return { ...query, state: { ...query.state, data: `${SLOT}${known.length - 1}` } };
  });
  const skeleton = jsonForScript({ ...state, queries: { ...state.queries, queries } });
  return known.length ? skeleton.replace(SLOT_IN_JSON, (_slot, index: string) => known[Number(index)]!) : skeleton;
}
