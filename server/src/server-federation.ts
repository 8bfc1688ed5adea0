import path from 'node:path';
import { createInstance } from '@module-federation/runtime';
import { SHARED_LIBRARIES, type AppModule, type ShellServerModule } from '@casino/shared';
import type { ActiveApp, VersionSnapshot } from './active-versions';

/**
 * The libraries every app shares as singletons (SHARED_LIBRARIES), provided from the
 * server's own node_modules: server-rendered React, styled-components' style sheet and the
 * QueryClient are then the very instances the apps' components use.
 */
function providedLibraries() {
  const provide = (name: string, packageName: string) => {
    const version = (require(`${packageName}/package.json`) as { version: string }).version;
    return [name, { version, lib: () => require(name) as unknown, shareConfig: { singleton: true, requiredVersion: false as const } }] as const;
  };
  return Object.fromEntries(SHARED_LIBRARIES.flatMap(({ name, deepImports = [] }) => [name, ...deepImports].map((entry) => provide(entry, name))));
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
}

/** A federation instance for one set of versions; its name keeps it apart from other sets. */
export function createServerApps(snapshot: VersionSnapshot, purpose = 'server'): ServerApps {
  const entryOf = (active: ActiveApp) => path.join(active.dir, 'server', active.release.server.remoteEntry);
  const instance = createInstance({
    name: `${purpose}_${snapshot.apps.map((a) => a.version).join('_')}`,
    remotes: snapshot.apps.map((active) => ({ name: active.app, entry: entryOf(active) })),
    shared: providedLibraries(),
    shareStrategy: 'loaded-first',
    plugins: [fileEntryLoader()],
  });
  const load = async <T>(id: string): Promise<T> => {
    const module = await instance.loadRemote<T>(id);
    if (!module) throw new Error(`${id} could not be loaded`);
    return module;
  };
  return {
    shell: () => load<ShellServerModule>('shell/app'),
    loadApp: (app) => load<AppModule>(`${app}/routes`),
  };
}

/** One federation instance per version set, so a request keeps its versions through a switch. */
export class ServerAppsCache {
  private readonly instances = new Map<string, ServerApps>();

  for(snapshot: VersionSnapshot): ServerApps {
    let apps = this.instances.get(snapshot.key);
    if (!apps) {
      apps = createServerApps(snapshot);
      this.instances.set(snapshot.key, apps);
    }
    return apps;
  }
}
