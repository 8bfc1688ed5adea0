import type { FastifyInstance } from 'fastify';
import { groupFromCookies } from './canary-choice';

/**
 * The version of each app this server serves a browser with these cookies: the versions
 * pinned by the preview it opened, otherwise its canary group's set (the active set when it
 * has no group or no canary runs). A page that names other versions was not served to it
 * now (a page left open across a release, or made up), and its view is not counted.
 */
export function versionsServedTo(app: FastifyInstance) {
  const { versions, previews } = app;
  return (cookies: string | undefined): Readonly<Record<string, string>> => {
    const set = versions.forGroup(groupFromCookies(cookies));
    const served = Object.fromEntries((set?.apps ?? []).map((active) => [active.app, active.version]));
    return { ...served, ...previews.fromCookies(cookies)?.pins };
  };
}
