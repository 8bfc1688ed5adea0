import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, SHARED_LIBRARIES, pathOf, type PathResolver, type RouteDeclaration, type SiteInfo } from '@casino/shared';
import type { ActiveApp, ReleaseManifest, VersionSnapshot } from './active-versions';
import { APPS } from '../core/apps';
import { createServerApps, type ServerApps } from './server-federation';
import { integrityProblems } from './publish';
import type { Runtime, ServerRuntime } from './server-runtime';

const EXPECTED_EXPOSE = (app: string) => APPS.find((a) => a.app === app)?.expose ?? './routes';
const exists = (file: string) => access(file).then(() => true, () => false);
const majorMinor = (version: string) => version.split('.').slice(0, 2).join('.');
/** One React must run every app: these are never allowed a copy of their own. */
const EXACT_SINGLETONS = SHARED_LIBRARIES.filter((library) => library.exact).map((library) => library.name);

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

interface FederationManifest {
  shared?: Array<{ name: string; version: string; singleton?: boolean }>;
}

/**
 * What the build really shares, from the federation manifest it emitted (not from
 * package.json): React must be consumed as a shared singleton, or the app brings a React of
 * its own and every hook in it fails. The shell must share react-dom too.
 */
async function federationProblems(app: string, dir: string): Promise<string[]> {
  const file = path.join(dir, 'browser', 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as FederationManifest | null;
  if (!manifest?.shared) return ['browser/mf-manifest.json is missing: the build does not say what it shares'];
  const shared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
  const required = app === 'shell' ? EXACT_SINGLETONS : ['react'];
  const problems = required.filter((name) => !shared.get(name)).map((name) => `it does not consume ${name} as a shared singleton: it bundles its own copy`);
  for (const entry of shared.values()) if (entry.singleton === false) problems.push(`it shares ${entry.name} but not as a singleton`);
  return problems;
}

/**
 * Shared singletons must fit: react and react-dom exactly (one React runs them all), the
 * other libraries in major and minor version. Compared with what the servers render with,
 * and with the shell (for a remote) or every remote (for the shell).
 */
function sharedProblems(app: string, manifest: ReleaseManifest, others: readonly ActiveApp[], runtime: Runtime): string[] {
  const problems: string[] = [];
  const compare = (label: string, theirs: Record<string, string>) => {
    for (const [name, version] of Object.entries(theirs)) {
      const ours = manifest.shared?.[name];
      if (!ours) continue;
      const exact = EXACT_SINGLETONS.includes(name);
      if (exact ? ours !== version : majorMinor(ours) !== majorMinor(version)) {
        problems.push(`it was built with ${name} ${ours}, but ${label} has ${version}`);
      }
    }
  };
  compare('the server', runtime.libraries);
  for (const other of others) if (other.app !== app && (app === 'shell' || other.app === 'shell')) compare(`${other.app} ${other.version}`, other.release.shared);
  return problems;
}

/**
 * The gate renders with this process's libraries; that proves something only if the servers
 * render with the same ones. A shared library rebuilt without raising its version is told
 * apart by its fingerprint.
 */
function runtimeProblems(own: Runtime, servers: readonly ServerRuntime[]): string[] {
  const problems: string[] = [];
  for (const server of servers) {
    const where = `the server ${server.host} (pid ${server.pid})`;
    if (server.sharedFingerprint !== own.sharedFingerprint) {
      problems.push(`${where} runs @casino/shared ${server.libraries['@casino/shared']} built as ${server.sharedFingerprint}, but this check runs with ${own.libraries['@casino/shared']} built as ${own.sharedFingerprint}: check from the build the servers run (or through a server's admin endpoint)`);
    }
    for (const [name, version] of Object.entries(own.libraries)) {
      if (name !== '@casino/shared' && server.libraries[name] !== version) problems.push(`${where} runs ${name} ${server.libraries[name]}, but this check runs with ${version}`);
    }
  }
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

/** A concrete path for each declared route, in each language it is written in; parameters take the route's sample values. */
export function samplePaths(routes: readonly RouteDeclaration[]): Array<{ route: string; url: string }> {
  return routes.flatMap((route) => (route.languages ?? LANGUAGES).map((language) => ({ route: route.id, url: pathOf(route, language, route.sample) })));
}

export interface GateInput {
  app: string;
  version: string;
  /** The set that would be live: the active versions with this one in place of its app. */
  candidate: VersionSnapshot;
  /** What the registry holds of this version: its checksums as published. */
  published: { checksum: string; files: Record<string, string> | null };
  /** What the running servers render with, as they recorded it. */
  servers: readonly ServerRuntime[];
  /** What this process renders with. */
  runtime: Runtime;
  siteUrl: string;
  site: SiteInfo;
  resolveApi: PathResolver;
  /** How a page is rendered on this server (pages/ gives it: `app.renderPage`). */
  renderPage: PageRenderer;
}

/** What the gate asks of a page's server render: the parts that failed, the dictionary keys missing, the status. */
export interface RenderedForGate {
  status: number;
  failures: ReadonlyArray<{ app: string; version: string; kind: 'load' | 'missing-route' | 'render'; message: string }>;
  missingTranslations: readonly string[];
}

/** Renders one page with a pinned set of versions, as the servers do (pages/render/render-page.ts). */
export type PageRenderer = (request: { url: string; storedLanguage: null; snapshot: VersionSnapshot; apps: ServerApps; siteUrl: string; site: SiteInfo; resolveApi: PathResolver }) => Promise<RenderedForGate>;

/**
 * Everything a version must pass before it goes live. Returns the reasons it fails, each
 * naming what failed (route and address where it is a page); an empty list means it may be
 * activated.
 */
export async function gateRelease(input: GateInput): Promise<string[]> {
  const target = input.candidate.apps.find((a) => a.app === input.app);
  if (!target) return [`${input.app} ${input.version} is not published`];
  const problems = manifestProblems(input.app, target.release);
  if (problems.length) return problems;
  problems.push(
    ...(await integrityProblems(target.dir, input.published)),
    ...(await fileProblems(target.dir, target.release)),
    ...(await federationProblems(input.app, target.dir)),
    ...sharedProblems(input.app, target.release, input.candidate.apps, input.runtime),
    ...runtimeProblems(input.runtime, input.servers),
  );
  if (problems.length) return problems;

  // Its server bundle must load and render each route it declares, in Node, with the real shell.
  const apps = createServerApps(input.candidate, 'gate');
  try {
    return await renderProblems(input, target.release, apps);
  } finally {
    apps.release();
  }
}

async function renderProblems(input: GateInput, release: ReleaseManifest, apps: ServerApps): Promise<string[]> {
  try {
    await (input.app === 'shell' ? apps.shell() : apps.loadApp(input.app));
  } catch (error) {
    return [`its server bundle does not load: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const { route, url } of samplePaths(release.routes)) {
    const at = `route "${route}" (${url})`;
    try {
      const page = await input.renderPage({ url, storedLanguage: null, snapshot: input.candidate, apps, siteUrl: input.siteUrl, site: input.site, resolveApi: input.resolveApi });
      for (const failure of page.failures) problems.push(`${at}: ${failure.app} ${failure.version} ${FAILURE_VERBS[failure.kind]}: ${failure.message}`);
      if (page.missingTranslations.length) problems.push(`${at}: uses dictionary keys the servers' shared library does not have: ${page.missingTranslations.join(', ')}`);
      if (page.status >= 500 && !page.failures.length) problems.push(`${at}: answers ${page.status} (its data could not be read)`);
    } catch (error) {
      problems.push(`${at}: fails to render: ${(error as Error).message}`);
    }
  }
  return problems;
}

const FAILURE_VERBS = { load: 'could not be loaded', 'missing-route': 'lacks the route', render: 'failed while rendering' } as const;
