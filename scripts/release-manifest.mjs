// What a build of an app tells the server and the release gate (its release.json): the
// routes and exposes it declares, the shared modules it really consumes and the scripts a
// page needs from it. `npm run build` (build-app.mjs) and `npm run dev` (dev/watch-app.mjs)
// describe their builds alike.
import { promises as fs } from 'node:fs';
import path from 'node:path';

const readFederationManifest = async (browserDir) => JSON.parse(await fs.readFile(path.join(browserDir, 'mf-manifest.json'), 'utf8'));

/**
 * The scripts a page needs from this app, for the HTML's script and preload tags:
 * the shell's entry, its bootstrap chunk and the shared libraries it provides; a remote's
 * entry and the chunks of its exposed module (the shared libraries come from the shell).
 */
function browserAssets(browserStats, federationManifest) {
  const info = browserStats.toJson({ all: false, entrypoints: true, chunkGroups: true });
  const js = (files) => files.map((file) => (typeof file === 'string' ? file : file.name)).filter((f) => f.endsWith('.js'));
  if (info.entrypoints.main) {
    const scripts = js(info.entrypoints.main.assets);
    const bootstrap = js(info.namedChunkGroups.bootstrap?.assets ?? []);
    const sharedChunks = federationManifest.shared.flatMap((entry) => entry.assets.js.sync);
    return { remoteEntry: null, scripts, preload: [...new Set([...scripts, ...bootstrap, ...sharedChunks])] };
  }
  const exposed = federationManifest.exposes.flatMap((entry) => entry.assets.js.sync);
  return { remoteEntry: 'remoteEntry.js', scripts: [], preload: ['remoteEntry.js', ...exposed] };
}

/**
 * @param {object} options
 * @param {object} options.appConfig     the app's webpack.config.js module
 * @param {object} options.appPackage    the app's package.json
 * @param {import('webpack').Stats} options.browserStats
 * @param {string} options.browserDir    where the browser build was written
 * @param {object[]} [options.routes]    the app's route declarations (default: as its config read them)
 */
export async function releaseManifest({ appConfig, appPackage, browserStats, browserDir, routes = appConfig.routes ?? [] }) {
  const federationManifest = await readFederationManifest(browserDir);
  return {
    app: appConfig.appName,
    package: appPackage.name,
    packageVersion: appPackage.version,
    routes,
    exposes: Object.keys(appConfig.exposes ?? {}),
    // What the build really consumes as shared modules, as federation recorded it (a library
    // left out of the shared map is bundled and missing here); the release gate compares them.
    shared: Object.fromEntries(federationManifest.shared.map((entry) => [entry.name, entry.version])),
    browser: browserAssets(browserStats, federationManifest),
    server: { remoteEntry: 'remoteEntry.js' },
  };
}
