/**
 * Values whose JSON is already made: the catalogue's lists, serialized once per import for
 * the API. Whoever needs their JSON again (a page's inline state) takes it from here instead
 * of serializing them for every request. A value recorded here is never changed afterwards:
 * the catalogue replaces a list on import, it does not edit the one it handed out.
 */
const known = new WeakMap<object, string>();

export function rememberJson(value: object, json: string): void {
  known.set(value, json);
}

export const knownJson = (value: unknown): string | undefined => (typeof value === 'object' && value !== null ? known.get(value) : undefined);
