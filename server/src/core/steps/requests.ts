import { Type, type TObject } from '@sinclair/typebox';
import type { HttpPart, ReleaseAction } from './step';
import { Actor } from './fields';

/** The names of a path's parameters: `/admin/releases/:app/check` has `app`. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Where an action's fields other than the path's travel. */
export function fieldsIn(http: HttpPart): 'query' | 'body' | 'document' {
  if (http.body === 'document') return 'document';
  return http.method === 'GET' || http.body === 'gzip' ? 'query' : 'body';
}

/** Some of an object schema's fields, each as required or optional as it is there, and no others. */
const fieldsOf = (input: TObject, keep: (name: string) => boolean, extra: TObject['properties'] = {}) =>
  Type.Object({ ...Object.fromEntries(Object.entries(input.properties).filter(([name]) => keep(name))), ...extra }, { additionalProperties: false });

/**
 * An `actor` that older commands send is accepted and ignored: who acts is the credential (see
 * core/steps/admin-api.ts), never a field of the request.
 */
const IGNORED = { actor: Type.Optional(Actor) };

/**
 * The schemas the admin API checks an action's request with: the path's parameters, and the
 * other fields, none but the entry's own (and the ignored `actor`). A catalogue is a whole
 * document, whatever fields it has.
 */
export function requestSchemas(action: ReleaseAction): { params?: TObject; querystring?: TObject; body?: TObject } {
  const where = fieldsIn(action.http);
  if (where === 'document') return { body: action.input };
  const params = pathParams(action.http.path);
  const fields = fieldsOf(action.input, (name) => !params.includes(name), IGNORED);
  return {
    ...(params.length ? { params: fieldsOf(action.input, (name) => params.includes(name)) } : {}),
    ...(where === 'query' ? { querystring: fields } : { body: fields }),
  };
}

const namesIn = (given: unknown) => (given && typeof given === 'object' && !Array.isArray(given) ? Object.keys(given) : []);

/**
 * What is wrong with a request that brings fields its step does not take, in the operator's
 * words (`unknown field "app" in the body: this step takes name, apps, can, expiresDays`), or
 * null. Each step's input is exactly the fields it declares, where they travel: a field it does
 * not take would be ignored at best, and at worst read by whatever looks at the input for it.
 * A catalogue's body is a whole document, whatever fields it has.
 */
export function unknownFieldsOf(action: ReleaseAction, request: { query: unknown; body: unknown }): string | null {
  const where = fieldsIn(action.http);
  const params = pathParams(action.http.path);
  const taken = Object.keys(action.input.properties).filter((name) => !params.includes(name));
  const takes = where === 'document' ? 'this step takes a catalogue document as its body' : taken.length ? `this step takes ${taken.join(', ')}` : 'this step takes no fields';
  const refusal = (names: string[], place: string, said: string) => {
    const inPath = names.filter((name) => params.includes(name));
    const path = inPath.length ? `; ${inPath.join(' and ')} ${inPath.length > 1 ? 'are' : 'is'} given by the address (${action.http.path})` : '';
    return `unknown field${names.length > 1 ? 's' : ''} ${names.map((name) => `"${name}"`).join(', ')} in the ${place}: ${said}${path}`;
  };
  // Where the fields travel (see fieldsIn), only those the step takes.
  const stray = where === 'document' ? [] : namesIn(where === 'query' ? request.query : request.body).filter((name) => !taken.includes(name) && !Object.hasOwn(IGNORED, name));
  if (stray.length) return refusal(stray, where, takes);
  // A step whose fields travel in the body takes nothing in the query.
  const inQuery = where === 'query' ? [] : namesIn(request.query);
  return inQuery.length ? refusal(inQuery, 'query', where === 'body' && taken.length ? `${takes} in the body` : takes) : null;
}

export interface ActionRequest {
  method: HttpPart['method'];
  /** The path, with the query when the fields travel there. */
  url: string;
  /** The JSON body, when the fields travel there. */
  json?: object;
}

/** The request that carries an input to an action, as the commands send it (the inverse of requestSchemas). */
export function requestFor(action: ReleaseAction, input: Record<string, unknown>): ActionRequest {
  const { method, path } = action.http;
  const params = pathParams(path);
  const url = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const where = fieldsIn(action.http);
  if (where === 'document') return { method, url, json: input };
  const fields = Object.entries(input).filter(([name, value]) => value !== undefined && !params.includes(name));
  if (where === 'body') return { method, url, json: Object.fromEntries(fields) };
  const query = new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString();
  return { method, url: query ? `${url}?${query}` : url };
}
