import type { FastifyInstance } from 'fastify';

/**
 * Whether a browser's page can be running `version` of `app`: it is active, a running canary,
 * or pinned by the preview this browser opened (a preview's reports count against the version
 * it previews). What a browser reports about any other version (a page left open across a
 * release, or a made-up one) is not counted.
 */
export function servedVersions(app: FastifyInstance) {
  const { versions, previews } = app;
  return (name: string, version: string, cookies: string | undefined) =>
    previews.fromCookies(cookies)?.pins[name] === version ||
    [versions.current(), ...versions.canaries.map((canary) => ({ apps: [canary.active] }))].some((set) =>
      set?.apps.some((active) => active.app === name && active.version === version),
    );
}
