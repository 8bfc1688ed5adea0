import path from 'node:path';
import { createInstance } from '@module-federation/runtime';
import { SHARED_LIBRARIES, type AppModule, type ShellServerModule } from '@casino/shared';
import type { ActiveApp, VersionSnapshot } from './active-versions';

/**
 * A module's exports as plain properties. A CommonJS build re-exports (`export *`) through
 * getters, and the shared library re-exports its parts that way: every `useT()` or
 * `formatNumber()` an app calls would go through two or three getters, on every element of
 * every render. Its exports are never reassigned, so one snapshot serves for good.
 */
function withPlainExports(exports: unknown): unknown {
  if (typeof exports !== 'object' || exports === null) return exports;
  const plain: Record<string, unknown> = { ...exports };
  // Bundlers read this flag to tell an ES module's exports from a CommonJS value.
  if ((exports as { __esModule?: boolean }).__esModule) Object.defineProperty(plain, '__esModule', { value: true });
  return plain;
}

/**
 * The libraries every app shares as singletons (SHARED_LIBRARIES), provided from the
 * server's own node_modules: server-rendered React, styled-components' style sheet and the
 * QueryClient are then the very instances the apps' components use.
 */
function providedLibraries(leftToApps: readonly string[]) {
  const provide = (name: string, packageName: string) => {
    const version = (require(`${packageName}/package.json`) as { version: string }).version;
    let exports: unknown;
    const lib = () => (exports ??= withPlainExports(require(name)));
    return [name, { version, lib, shareConfig: { singleton: true, requiredVersion: false as const } }] as const;
  };
  const provided = SHARED_LIBRARIES.filter(({ name }) => !leftToApps.includes(name));
  return Object.fromEntries(provided.flatMap(({ name, deepImports = [] }) => [name, ...deepImports].map((entry) => provide(entry, name))));
}

/** Loads a server remote entry (a CommonJS module on disk) with Node's own require. */
const fileEntryLoader = () => ({
  name: 'file-entry-loader',
  loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
    return require(remoteInfo.entry);
  },
});

export interface ServerApps {
  shell: () => Promise<ShellServerModule>;
  loadApp: (app: string) => Promise<AppModule>;
  /**
   * Lets go of this version set: the federation runtime forgets the instance, and bundles no
   * other set uses leave Node's module cache. Renders still running with it finish unharmed
   * (they hold their modules); it must not be used for new ones.
   */
  release: () => void;
}

/**
 * How many live version sets use each server bundle. With the last one it leaves Node's
 * module cache and the federation runtime's cache of loaded entries (kept per name and file
 * for the life of the process): a later set loads it afresh.
 */
const entryUsers = new Map<string, number>();

function retainEntries(entries: readonly string[]): void {
  for (const entry of entries) entryUsers.set(entry, (entryUsers.get(entry) ?? 0) + 1);
}

function releaseEntries(entries: readonly string[]): void {
  for (const entry of entries) {
    const users = (entryUsers.get(entry) ?? 1) - 1;
    if (users > 0) {
      entryUsers.set(entry, users);
      continue;
    }
    entryUsers.delete(entry);
    forgetEntry(entry);
  }
}

/** The next set that needs this bundle loads it afresh: out of Node's module cache and the federation runtime's. */
function forgetEntry(entry: string): void {
  delete require.cache[entry];
  const loading = (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> }).__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(loading)) if (key.endsWith(entry)) delete loading[key];
}

/** The server bundles this process holds loaded now. */
export function loadedServerBundles(): string[] {
  return Object.keys(require.cache).filter((file) => file.endsWith(path.join('server', 'remoteEntry.js')));
}

/** The federation runtime keeps every instance ever created in a global list. */
function forgetInstance(instance: object): void {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: object[] } }).__FEDERATION__?.__INSTANCES__;
  const index = instances?.indexOf(instance) ?? -1;
  if (index >= 0) instances!.splice(index, 1);
}

/** ...and every instance's share scope, by its name, with the modules registered in it. */
function forgetShareScope(name: string): void {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }).__FEDERATION__?.__SHARE__;
  if (scopes) delete scopes[name];
}

/**
 * Each app's bundle makes a federation instance of its own, named after the app, and a bundle
 * loaded later finds and reuses it, with the shared modules it resolved. Forgotten, the next
 * bundle of that app starts its own; bundles already loaded keep theirs.
 */
function forgetAppInstances(apps: readonly string[]): void {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }>; __SHARE__?: Record<string, unknown> } }).__FEDERATION__;
  if (!federation) return;
  federation.__INSTANCES__ = federation.__INSTANCES__?.filter((instance) => !apps.includes(instance.name));
  for (const scope of Object.keys(federation.__SHARE__ ?? {})) if (apps.some((app) => scope.startsWith(`${app}:`))) delete federation.__SHARE__![scope];
}

/** Numbers the sets that load their bundles afresh: each is an instance and share scope of its own. */
let freshSets = 0;

export interface ServerAppsOptions {
  /**
   * Shared libraries the server does not provide: the apps share the copy the first of them
   * loaded (the shell's). In development the shared library is compiled from source into the
   * apps' builds, and the page must render with that copy, not the server's build of it.
   */
  sharedFromApps?: readonly string[];
  /**
   * Loads the set's bundles afresh even where another set holds them: after files of the set
   * were missing and were put back, a bundle that failed to load a chunk would keep failing.
   */
  reload?: boolean;
}

/** A federation instance for one set of versions; its name keeps it apart from other sets. */
export function createServerApps(snapshot: VersionSnapshot, purpose = 'server', { sharedFromApps = [], reload = false }: ServerAppsOptions = {}): ServerApps {
  const entryOf = (active: ActiveApp) => path.join(active.dir, 'server', active.release.server.remoteEntry);
  const entries = snapshot.apps.map(entryOf);
  // A library the apps share among themselves is the copy of the set whose shell loaded it
  // first; a bundle or share scope reused from another set would bring that set's copy (whose
  // dictionary, for one, this set's shell never loaded). So such a set loads every bundle
  // afresh, into a share scope of its own that goes when the set goes.
  const fresh = sharedFromApps.length > 0 || reload;
  if (fresh) {
    for (const entry of entries) forgetEntry(entry);
    forgetAppInstances(snapshot.apps.map((active) => active.app));
  }
  retainEntries(entries);
  const name = `${purpose}_${snapshot.apps.map((a) => a.version).join('_')}${fresh ? `_${++freshSets}` : ''}`;
  const instance = createInstance({
    name,
    remotes: snapshot.apps.map((active, index) => ({ name: active.app, entry: entries[index]! })),
    shared: providedLibraries(sharedFromApps),
    shareStrategy: 'loaded-first',
    plugins: [fileEntryLoader()],
  });
  const load = async <T>(id: string): Promise<T> => {
    const module = await instance.loadRemote<T>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    return module;
  };
  let released = false;
  return {
    shell: () => load<ShellServerModule>('shell/app'),
    loadApp: (app) => load<AppModule>(`${app}/routes`),
    release: () => {
      if (released) return;
      released = true;
      forgetInstance(instance);
      if (fresh) forgetShareScope(name);
      releaseEntries(entries);
    },
  };
}

/**
 * How many version sets stay loaded: the one served now and the one before it, which renders
 * that began before a switch still use. An older set is let go of (a rollback loads it again).
 */
const KEPT_VERSION_SETS = 2;

/** One federation instance per version set, so a request keeps its versions through a switch. */
export class ServerAppsCache {
  /** Each set's federation instance, with the release cache's count of rewrites when it was made. */
  private readonly instances = new Map<string, { apps: ServerApps; filesGeneration: number }>();

  constructor(private readonly options: ServerAppsOptions = {}) {}

  /**
   * The set's instance. `filesGeneration` counts the times files were put back into the release
   * cache: a set made before the latest time loads its bundles afresh.
   */
  for(snapshot: VersionSnapshot, filesGeneration = 0): ServerApps {
    let held = this.instances.get(snapshot.key);
    this.instances.delete(snapshot.key);
    if (held && held.filesGeneration < filesGeneration) {
      held.apps.release();
      held = { apps: createServerApps(snapshot, 'server', { ...this.options, reload: true }), filesGeneration };
    }
    held ??= { apps: createServerApps(snapshot, 'server', this.options), filesGeneration };
    // Most recently used last: the first entry is the one to let go of.
    this.instances.set(snapshot.key, held);
    for (const [key, old] of this.instances) {
      if (this.instances.size <= KEPT_VERSION_SETS) break;
      this.instances.delete(key);
      old.apps.release();
    }
    return held.apps;
  }

  /** When the server closes. */
  releaseAll(): void {
    for (const { apps } of this.instances.values()) apps.release();
    this.instances.clear();
  }
}
