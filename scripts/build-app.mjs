// Builds the app in the current folder into dist/<version>/ (browser/ and server/), where
// <version> is a hash of the produced files: an unchanged app gets the same version, a
// changed one a new folder, and older folders stay so pages that reference them keep working.
// Writes release.json (what the server and the release gate read), dist/latest.json, and
// dist/<version>.build.json: the source commit and the time of the build that first made this
// version. It lies outside the version's folder, so it is not part of the version's content:
// the same source built on another machine or day is still the same version.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { precompress } from './precompress.mjs';
import { releaseManifest } from './release-manifest.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const appDir = process.cwd();
const appPackage = require(path.join(appDir, 'package.json'));
const appConfig = require(path.join(appDir, 'webpack.config.js'));
const distDir = path.join(appDir, 'dist');
const stagingDir = path.join(distDir, `.staging-${process.pid}`);

async function listFiles(dir, base = dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    }),
  );
  return nested.flat().sort();
}

function runWebpack(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? []) console.warn(warning.message);
      if (stats.hasErrors()) return reject(new Error(info.errors.map((e) => e.message).join('\n')));
      resolve(stats);
    });
  });
}

/** The checked-out commit, marked "+changes" when the app's folder differs from it; null outside a git checkout. */
function sourceCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--', '.') ? `${commit}+changes` : commit;
  } catch {
    return null;
  }
}

async function contentVersion(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

const started = Date.now();
await fs.mkdir(distDir, { recursive: true });
const stats = await runWebpack(appConfig({ outDir: stagingDir, production: process.env.NODE_ENV !== 'development' }));
const manifest = await releaseManifest({ appConfig, appPackage, browserStats: stats.stats[0], browserDir: path.join(stagingDir, 'browser') });
await fs.writeFile(path.join(stagingDir, 'release.json'), JSON.stringify(manifest, null, 2));
const browserDir = path.join(stagingDir, 'browser');
await precompress(browserDir, await listFiles(browserDir), path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'precompressed'));
const version = await contentVersion(stagingDir);
const target = path.join(distDir, version);
const exists = await fs.stat(target).then(() => true, () => false);
if (exists) await fs.rm(stagingDir, { recursive: true, force: true });
else await fs.rename(stagingDir, target);
const builtAt = new Date().toISOString();
if (!exists) await fs.writeFile(path.join(distDir, `${version}.build.json`), JSON.stringify({ sourceCommit: sourceCommit(), builtAt }, null, 2));
await fs.writeFile(path.join(distDir, 'latest.json'), JSON.stringify({ version, builtAt }, null, 2));
console.log(`${appConfig.appName}: version ${version}${exists ? ' (unchanged)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
