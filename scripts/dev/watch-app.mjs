// Builds the app in the current folder in development mode, then again on every saved change
// of its source or the shared library's (`npm run dev` runs one of these per app). Webpack writes
// into <builds>/output/; each finished build is copied from there into a folder of its own,
// <builds>/<version>/, with its release.json, and <builds>/latest.json names it. The server in
// development mode serves that build and loads its server bundle afresh, as it does a newly
// released version. <builds> is $VAR_DIR/dev-builds/<app>/: neither `npm run build` nor the
// release registry looks there, and nothing is published.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { releaseManifest } from '../release-manifest.mjs';
import { devBuildsDir } from './dev-builds-dir.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const appDir = process.cwd();
const appPackage = require(path.join(appDir, 'package.json'));
const appConfig = require(path.join(appDir, 'webpack.config.js'));
const buildsDir = path.join(devBuildsDir(), appConfig.appName);
const outputDir = path.join(buildsDir, 'output');
/**
 * Builds kept besides the newest: the server still holds the one before (renders under way),
 * and an open page may still load a chunk of an older one until it has reloaded.
 */
const KEPT_BUILDS = 4;
const VERSION = /^[0-9a-f]{12}$/;

/** Written whole under another name, then renamed: a reader never sees half a file. */
function writeWhole(file, text) {
  fs.writeFileSync(`${file}.${process.pid}`, text);
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** The routes as the file says now: the config's copy was read once, when this process started. */
const currentRoutes = () => JSON.parse(fs.readFileSync(path.join(appDir, 'src', 'routes.json'), 'utf8'));

function pruneOlderBuilds(newest) {
  const builds = fs
    .readdirSync(buildsDir)
    .filter((name) => VERSION.test(name) && name !== newest)
    .map((name) => ({ name, time: fs.statSync(path.join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of builds.slice(KEPT_BUILDS)) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
}

/**
 * Copies the finished build out of webpack's output folder at once (synchronously, so the next
 * build cannot write into it meanwhile) and names it by its compilations' hashes: a save that
 * changes nothing the app is made of gives the same version, and the page is not reloaded.
 */
function keepBuild(stats) {
  const version = createHash('sha256').update(stats.hash).digest('hex').slice(0, 12);
  const target = path.join(buildsDir, version);
  if (fs.existsSync(target)) {
    // Built before in this session: newest again, so it is not pruned.
    const now = new Date();
    fs.utimesSync(target, now, now);
    return { version, target, staging: null };
  }
  const staging = path.join(buildsDir, `.staging-${version}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(outputDir, staging, { recursive: true });
  return { version, target, staging };
}

async function finishBuild({ version, target, staging }, browserStats) {
  if (staging) {
    const manifest = await releaseManifest({ appConfig, appPackage, browserStats, browserDir: path.join(staging, 'browser'), routes: currentRoutes() });
    fs.writeFileSync(path.join(staging, 'release.json'), JSON.stringify(manifest, null, 2));
    fs.renameSync(staging, target);
  }
  writeWhole(path.join(buildsDir, 'latest.json'), JSON.stringify({ version, builtAt: new Date().toISOString() }, null, 2));
  pruneOlderBuilds(version);
}

fs.mkdirSync(buildsDir, { recursive: true });
const compiler = webpack(appConfig({ outDir: outputDir, dev: true }));
// Builds are finished one after the other, so latest.json never goes back to an older one.
let finishing = Promise.resolve();
compiler.watch({ ignored: ['**/node_modules'] }, (error, stats) => {
  if (error) {
    console.error(`${appConfig.appName}: ${error.stack ?? error}`);
    return;
  }
  const seconds = (Math.max(...stats.stats.map((s) => s.endTime)) - Math.min(...stats.stats.map((s) => s.startTime))) / 1000;
  if (stats.hasErrors()) {
    // The last good build stays served; the next save that compiles replaces it.
    console.error(stats.toString({ all: false, errors: true, colors: process.stdout.isTTY }));
    console.error(`${appConfig.appName}: build failed, still serving the last one that compiled`);
    return;
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: process.stdout.isTTY }));
  const kept = keepBuild(stats);
  finishing = finishing
    .then(() => finishBuild(kept, stats.stats[0]))
    .then(() => {
      console.log(`${appConfig.appName}: development build ${kept.version} in ${seconds.toFixed(1)} s`);
      process.send?.({ app: appConfig.appName, version: kept.version });
    })
    .catch((failure) => console.error(`${appConfig.appName}: keeping the build failed: ${failure.stack ?? failure}`));
});

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => compiler.close(() => process.exit(0)));
