import { Type, type TObject } from '@sinclair/typebox';
import type { HttpPart, ReleaseAction } from './action';
import { Actor } from './fields';

/** The names of a path's parameters: `/admin/releases/:app/check` has `app`. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Where an action's fields other than the path's travel. */
export function fieldsIn(http: HttpPart): 'query' | 'body' | 'document' {
  if (http.body === 'document') return 'document';
  return http.method === 'GET' || http.body === 'gzip' ? 'query' : 'body';
}

/** Some of an object schema's fields, each as required or optional as it is there. */
const fieldsOf = (input: TObject, keep: (name: string) => boolean) =>
  Type.Object(Object.fromEntries(Object.entries(input.properties).filter(([name]) => keep(name))));

/**
 * The schemas the admin API checks an action's request with: the path's parameters, and the
 * other fields. An `actor` that older commands send is accepted and ignored: who acts is the
 * credential (see routes/admin.ts).
 */
export function requestSchemas(action: ReleaseAction): { params?: TObject; querystring?: TObject; body?: TObject } {
  const where = fieldsIn(action.http);
  if (where === 'document') return { body: action.input };
  const params = pathParams(action.http.path);
  const fields = Type.Object({ ...fieldsOf(action.input, (name) => !params.includes(name)).properties, actor: Type.Optional(Actor) });
  return {
    ...(params.length ? { params: fieldsOf(action.input, (name) => params.includes(name)) } : {}),
    ...(where === 'query' ? { querystring: fields } : { body: fields }),
  };
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
