import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseManifest } from './active-versions';
import type { BuildProvenance } from './registry';

/** One side of a comparison: a published version as the registry and its folder hold it. */
export interface PublishedVersion {
  version: string;
  manifest: ReleaseManifest;
  provenance: BuildProvenance | null;
  dir: string;
}

export interface FileSizes {
  file: string;
  /** Bytes of the file, and of its gzip copy (browser files), in the base and the other version; null where it has none. */
  base: { bytes: number; gzip: number | null } | null;
  other: { bytes: number; gzip: number | null } | null;
}

export interface ReleaseDiff {
  base: { version: string; provenance: BuildProvenance | null };
  other: { version: string; provenance: BuildProvenance | null };
  routesAdded: string[];
  routesRemoved: string[];
  exposesAdded: string[];
  exposesRemoved: string[];
  /** Shared libraries whose version differs, or that one side lacks (null). */
  sharedChanged: Array<{ name: string; base: string | null; other: string | null }>;
  /** Every file of either version, with its sizes on both sides. */
  files: FileSizes[];
}

const routeLabel = (route: ReleaseManifest['routes'][number]) => `${route.id} ${route.path}`;

function added<T>(from: readonly T[], to: readonly T[]) {
  return to.filter((item) => !from.includes(item));
}

/** Sizes of the files of a version's folder, by relative path; .gz and .br copies are read as the gzip size of their file. */
async function fileSizes(dir: string): Promise<Map<string, { bytes: number; gzip: number | null }>> {
  const sizes = new Map<string, { bytes: number; gzip: number | null }>();
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!entry.name.endsWith('.gz') && !entry.name.endsWith('.br')) {
        const gzip = await stat(`${full}.gz`).then((s) => s.size, () => null);
        sizes.set(path.relative(dir, full), { bytes: (await stat(full)).size, gzip });
      }
    }
  };
  await walk(dir);
  return sizes;
}

/** What `other` changes against `base` (usually: a published version against the active one). */
export async function diffReleases(base: PublishedVersion, other: PublishedVersion): Promise<ReleaseDiff> {
  const [baseRoutes, otherRoutes] = [base.manifest.routes.map(routeLabel), other.manifest.routes.map(routeLabel)];
  const sharedNames = [...new Set([...Object.keys(base.manifest.shared), ...Object.keys(other.manifest.shared)])].sort();
  const [baseFiles, otherFiles] = await Promise.all([fileSizes(base.dir), fileSizes(other.dir)]);
  const fileNames = [...new Set([...baseFiles.keys(), ...otherFiles.keys()])].sort();
  return {
    base: { version: base.version, provenance: base.provenance },
    other: { version: other.version, provenance: other.provenance },
    routesAdded: added(baseRoutes, otherRoutes),
    routesRemoved: added(otherRoutes, baseRoutes),
    exposesAdded: added(base.manifest.exposes, other.manifest.exposes),
    exposesRemoved: added(other.manifest.exposes, base.manifest.exposes),
    sharedChanged: sharedNames
      .map((name) => ({ name, base: base.manifest.shared[name] ?? null, other: other.manifest.shared[name] ?? null }))
      .filter((library) => library.base !== library.other),
    files: fileNames.map((file) => ({ file, base: baseFiles.get(file) ?? null, other: otherFiles.get(file) ?? null })),
  };
}
