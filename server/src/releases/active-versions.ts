import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PinnedApp, RouteDeclaration } from '@casino/shared';
import { folderOf, type AppName } from '../core/apps';

/** What the build wrote next to each version (release.json). */
export interface ReleaseManifest {
  app: AppName;
  packageVersion: string;
  routes: RouteDeclaration[];
  exposes: string[];
  shared: Record<string, string>;
  browser: { remoteEntry: string | null; scripts: string[]; preload: string[] };
  server: { remoteEntry: string };
}

export interface ActiveApp {
  app: AppName;
  version: string;
  /** The folder holding browser/ and server/ of this version. */
  dir: string;
  release: ReleaseManifest;
  /** Its published files (relative path → sha256), which the folder must hold; unknown for development builds. */
  files?: Record<string, string> | null;
}

/** One consistent set of app versions; a request renders with exactly one snapshot. */
export interface VersionSnapshot {
  /** Identifies the set, e.g. "shell@1a2b,reviews@3c4d,..." */
  key: string;
  apps: readonly ActiveApp[];
}

/** Where browsers fetch versioned assets: this server by default, or a CDN (ASSET_BASE_URL). */
let assetBase = '/_mf';
export function setAssetBase(base: string | undefined) {
  assetBase = base ? base.replace(/\/$/, '') : '/_mf';
}
export const assetUrl = (app: string, version: string, file: string) => `${assetBase}/${app}/${version}/${file}`;

export function pinnedApps(snapshot: VersionSnapshot): PinnedApp[] {
  return snapshot.apps.map(({ app, version, release }) => ({
    app,
    version,
    entry: release.browser.remoteEntry ? assetUrl(app, version, release.browser.remoteEntry) : undefined,
    routes: release.routes,
  }));
}

export async function readRelease(dir: string): Promise<ReleaseManifest> {
  return JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as ReleaseManifest;
}

/** The newest build of one app, as its build recorded it in dist/latest.json (with when it ran, if it says). */
export async function latestBuild(appsRoot: string, app: AppName): Promise<{ version: string; dir: string; builtAt: Date | null }> {
  const distDir = path.join(appsRoot, folderOf(app), 'dist');
  const latest = JSON.parse(await readFile(path.join(distDir, 'latest.json'), 'utf8')) as { version: string; builtAt?: string };
  const builtAt = latest.builtAt ? new Date(latest.builtAt) : null;
  return { version: latest.version, dir: path.join(distDir, latest.version), builtAt: builtAt && !Number.isNaN(builtAt.getTime()) ? builtAt : null };
}

export const snapshotKey = (apps: readonly Pick<ActiveApp, 'app' | 'version'>[]) => apps.map((a) => `${a.app}@${a.version}`).join(',');
