import { access } from 'node:fs/promises';
import path from 'node:path';
import { fillPattern, type PathResolver, type RouteDeclaration, type SiteInfo } from '@casino/shared';
import type { ActiveApp, ReleaseManifest, VersionSnapshot } from '../active-versions';
import { renderPage } from '../render/render-page';
import { createServerApps } from '../server-federation';

/** The libraries the server itself renders with: a release must have been built against these. */
export function serverLibraryVersions(): Record<string, string> {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return {
    react: version('react'),
    'react-dom': version('react-dom'),
    'styled-components': version('styled-components'),
    '@tanstack/react-query': version('@tanstack/react-query'),
    '@casino/shared': version('@casino/shared'),
  };
}

const EXPECTED_EXPOSE = (app: string) => (app === 'shell' ? './app' : './routes');
const exists = (file: string) => access(file).then(() => true, () => false);
const majorMinor = (version: string) => version.split('.').slice(0, 2).join('.');

function manifestProblems(app: string, manifest: ReleaseManifest | null): string[] {
  if (!manifest || typeof manifest !== 'object') return ['release.json is missing or not JSON'];
  const problems: string[] = [];
  if (manifest.app !== app) problems.push(`release.json names app "${manifest.app}", expected "${app}"`);
  if (!Array.isArray(manifest.routes)) problems.push('release.json has no routes list');
  for (const route of manifest.routes ?? []) {
    const paths = typeof route?.path === 'string' ? [route.path] : [route?.path?.de, route?.path?.en];
    if (typeof route?.id !== 'string' || paths.some((p) => typeof p !== 'string' || !p.startsWith('/'))) {
      problems.push(`route ${JSON.stringify(route)} needs an id and paths starting with "/"`);
    }
  }
  if (!manifest.exposes?.includes(EXPECTED_EXPOSE(app))) problems.push(`it does not expose ${EXPECTED_EXPOSE(app)}, which the shell loads`);
  if (!manifest.browser || !manifest.server?.remoteEntry) problems.push('release.json lacks its browser or server entry');
  return problems;
}

/**
 * Shared singletons must fit: react and react-dom exactly (one React runs them all), the
 * other libraries in major and minor version. Compared with what the server renders with,
 * and with the shell (for a remote) or every remote (for the shell).
 */
function sharedProblems(app: string, manifest: ReleaseManifest, others: readonly ActiveApp[]): string[] {
  const problems: string[] = [];
  const compare = (label: string, theirs: Record<string, string>) => {
    for (const [name, version] of Object.entries(theirs)) {
      const ours = manifest.shared?.[name];
      if (!ours) continue;
      const exact = name === 'react' || name === 'react-dom';
      if (exact ? ours !== version : majorMinor(ours) !== majorMinor(version)) {
        problems.push(`it was built with ${name} ${ours}, but ${label} has ${version}`);
      }
    }
  };
  compare('the server', serverLibraryVersions());
  for (const other of others) if (other.app !== app && (app === 'shell' || other.app === 'shell')) compare(`${other.app} ${other.version}`, other.release.shared);
  return problems;
}

async function fileProblems(dir: string, manifest: ReleaseManifest): Promise<string[]> {
  const files = [
    path.join('server', manifest.server.remoteEntry),
    ...(manifest.browser.remoteEntry ? [path.join('browser', manifest.browser.remoteEntry)] : []),
    ...manifest.browser.preload.map((file) => path.join('browser', file)),
  ];
  const missing = [];
  for (const file of files) if (!(await exists(path.join(dir, file)))) missing.push(file);
  return missing.map((file) => `${file} is missing`);
}

/** A concrete path for each declared route, in both languages; parameters take the route's sample values. */
export function samplePaths(routes: readonly RouteDeclaration[]): string[] {
  return routes.flatMap((route) => {
    const params = route.sample ?? {};
    const de = typeof route.path === 'string' ? route.path : route.path.de;
    const en = typeof route.path === 'string' ? `/en${route.path === '/' ? '' : route.path}` : `/en${route.path.en}`;
    return [fillPattern(de, params), fillPattern(en, params)];
  });
}

export interface GateInput {
  app: string;
  version: string;
  /** The set that would be live: the active versions with this one in place of its app. */
  candidate: VersionSnapshot;
  siteUrl: string;
  site: SiteInfo;
  resolveApi: PathResolver;
}

/**
 * Everything a version must pass before it goes live. Returns the reasons it fails; an
 * empty list means it may be activated.
 */
export async function gateRelease(input: GateInput): Promise<string[]> {
  const target = input.candidate.apps.find((a) => a.app === input.app);
  if (!target) return [`${input.app} ${input.version} is not published`];
  const problems = manifestProblems(input.app, target.release);
  if (problems.length) return problems;
  problems.push(...(await fileProblems(target.dir, target.release)), ...sharedProblems(input.app, target.release, input.candidate.apps));
  if (problems.length) return problems;

  // Its server bundle must load and render each route it declares, in Node, with the real shell.
  const apps = createServerApps(input.candidate, 'gate');
  try {
    await (input.app === 'shell' ? apps.shell() : apps.loadApp(input.app));
  } catch (error) {
    return [`its server bundle does not load: ${(error as Error).message}`];
  }
  const log = { error: () => undefined };
  for (const url of samplePaths(target.release.routes)) {
    try {
      const page = await renderPage({ url, storedLanguage: null, consentAnswered: false, snapshot: input.candidate, apps, siteUrl: input.siteUrl, site: input.site, resolveApi: input.resolveApi, nonce: 'gate', log });
      if (page.status >= 500) problems.push(`${url} renders only the fallback (status ${page.status})`);
    } catch (error) {
      problems.push(`${url} fails to render: ${(error as Error).message}`);
    }
  }
  return problems;
}
