// One config factory for every app. Each app's webpack.config.js only names itself and
// what it exposes; everything else (loaders, minifier, federation, the shared-singleton
// map) lives here so the apps cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { portableBuildPlugins } = require('./scripts/portable-build');
const sharedPackage = require('./shared/package.json');

const { SHARED_LIBRARIES } = require('@casino/shared/shared-libraries');

// Federation's plugin finds the webpack in use by calling it without options and reading the
// stack of the error, once per process: a validation of the whole webpack schema, about two
// seconds of CPU per build. It is this one.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

/** The shared library's source: `npm run dev` compiles it into each app instead of using its build. */
const SHARED_SOURCE = path.join(__dirname, 'shared', 'src');
/** What `npm run dev` adds to the shell's page: it reloads the page when the server serves new builds. */
const DEV_RELOAD_CLIENT = path.join(__dirname, 'scripts', 'dev', 'reload-client.js');

/** The version an app is built against: @casino/shared's own, or what it depends on. */
function requiredVersion({ name, versionOf }) {
  if (name === sharedPackage.name) return sharedPackage.version;
  return sharedPackage.dependencies[versionOf ?? name];
}

/**
 * The shared-singleton map, from the one list in @casino/shared. A library with deep
 * imports (react/jsx-runtime, react-dom/client) is also shared by its trailing-slash prefix:
 * left unshared those load a second React. There is no router package to share:
 * @casino/shared carries the small router the site needs, because a shared package is never
 * tree-shaken and a full router cost ~14 KB gzip on every page.
 */
function sharedSingletons() {
  const map = {};
  for (const library of SHARED_LIBRARIES) {
    const config = { singleton: true, requiredVersion: requiredVersion(library) };
    map[library.name] = config;
    if (library.deepImports) map[`${library.name}/`] = config;
  }
  return map;
}

/**
 * The federation runtime ships as ESM and as CommonJS, and its own packages reach each other
 * both ways (the bundler runtime requires what @module-federation/runtime imports). Left alone,
 * the browser entry carries runtime-core and sdk twice (~20 KB gzip); pointing every
 * bare import of these packages at their ESM build bundles them once.
 */
const FEDERATION_RUNTIME_PACKAGES = ['runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes', 'webpack-bundler-runtime'];
function federationEsmAliases() {
  const aliases = {};
  for (const pkg of FEDERATION_RUNTIME_PACKAGES) {
    const name = `@module-federation/${pkg}`;
    // package.json is not exported: find the package folder from its CommonJS entry.
    let packageDir = path.dirname(require.resolve(name));
    while (!fs.existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    aliases[`${name}$`] = path.join(packageDir, manifest.exports['.'].import.default);
  }
  return aliases;
}

/** The global variable a remote's browser entry defines (the shell registers remotes with it). */
const browserGlobalName = (name) => `mf_${name}`;

function swcRule({ namespace, production, include, exclude = [] }) {
  return {
    test: /\.[jt]sx?$/,
    include,
    exclude: [/node_modules/, ...exclude],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production } },
          experimental: {
            // Same class names on server and browser, unique per app.
            plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: !production, namespace }]],
          },
        },
      },
    },
  };
}

/**
 * In development every app compiles the shared library from its source, so a change to it
 * rebuilds the apps without a build of the library first. Its files keep the library's own
 * namespace for styled-components, as its build has it.
 */
const sharedFromSource = () => ({ [`${sharedPackage.name}$`]: path.join(SHARED_SOURCE, 'index.ts') });
const devSwcRules = (name) => [
  swcRule({ namespace: 'shared', production: false, include: SHARED_SOURCE }),
  swcRule({ namespace: name, production: false, exclude: [SHARED_SOURCE] }),
];

/**
 * @param {object} options
 * @param {string} options.name        federation name, e.g. "reviews"
 * @param {string} options.dir         the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes]  browser and server exposes
 * @param {string} [options.browserEntry] only the shell: the host entry in the browser
 * @param {string} options.outDir      where the build goes; browser/ and server/ below it
 * @param {boolean} [options.production]
 * @param {boolean} [options.dev]      `npm run dev`: development mode with source maps, the shared
 *                                     library compiled from its source, the page's reload client
 * @returns {import('webpack').Configuration[]}
 */
function createAppConfigs({ name, dir, exposes = {}, browserEntry, outDir, production = true, dev = false }) {
  if (dev) production = false;
  const mode = production ? 'production' : 'development';
  // Development: readable module names, no need for builds that match across machines, and
  // the compiled modules kept in memory between rebuilds. Not on disk: webpack's persistent cache
  // made a first `npm run dev` of all five apps take 22.7 s and 44 CPU-seconds instead of 14.4 s
  // and 26.5 (two cores), wrote 140 MB into node_modules (gone with the next `npm ci`), and saved
  // only 5 s on a later start; a rebuild after a save is as fast either way.
  const ids = dev ? { moduleIds: 'named', chunkIds: 'named' } : { moduleIds: false, chunkIds: 'deterministic' };
  const portable = dev ? [] : portableBuildPlugins(__dirname);
  const base = {
    mode,
    context: dir,
    cache: dev ? { type: 'memory' } : false,
    // Not an eval source map: the pages' Content-Security-Policy allows no eval.
    devtool: dev ? 'cheap-module-source-map' : false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: dev ? sharedFromSource() : {} },
    module: { rules: dev ? devSwcRules(name) : [swcRule({ namespace: name, production })] },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
  const federation = (extra) =>
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      ...extra,
    });

  const browser = {
    ...base,
    name: `${name}-browser`,
    target: 'web',
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...federationEsmAliases() } },
    entry: browserEntry ? { main: dev ? [DEV_RELOAD_CLIENT, browserEntry] : browserEntry } : {},
    output: {
      path: path.join(outDir, 'browser'),
      // Plain names: the version folder (/_mf/<app>/<version>/) is already a hash of every file
      // of the build, so a changed file always has a new address. Hashes in the names would
      // only add a chunk-to-hash table to every entry (~0.5 KB gzip in a remote's entry).
      filename: '[name].js',
      chunkFilename: '[name].js',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
      // Builds: deterministic ids, computed without the checkout's path (scripts/portable-build.js).
      ...ids,
      // react-dom is both provided to the remotes and consumed by the app itself; each side
      // otherwise gets its own chunk with the same module, and a page downloaded both.
      splitChunks: { cacheGroups: { reactDom: { test: /[\\/]node_modules[\\/]react-dom[\\/]/, name: 'react-dom', chunks: 'async', enforce: true } } },
    },
    plugins: [
      ...portable,
      federation(
        browserEntry
          ? { experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } } }
          : {
              exposes,
              // The remote entry's global gets a prefix: a bare "newsletter" would collide with the
              // page's <section id="newsletter">, which browsers also expose as window.newsletter.
              library: { type: 'var', name: browserGlobalName(name) },
              manifest: { fileName: 'mf-manifest.json' },
              experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
            },
      ),
    ],
  };

  const server = {
    ...base,
    name: `${name}-server`,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(outDir, 'server'),
      // The version folder already names the build; plain names keep server stack traces readable.
      filename: '[name].js',
      chunkFilename: '[id].js',
      publicPath: 'auto',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    optimization: { minimize: false, ...ids },
    plugins: [
      ...portable,
      federation({
        exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
    ],
  };
  return [browser, server];
}

module.exports = { createAppConfigs, sharedSingletons, browserGlobalName };
