import { readFile } from 'node:fs/promises';
import type { SiteInfo } from '@casino/shared';

const REQUIRED: ReadonlyArray<keyof SiteInfo> = ['operatorName', 'street', 'postalCode', 'city', 'country', 'email'];

/** Reads the operator's legal details; a German site may not run without them. */
export async function loadSiteInfo(file: string): Promise<SiteInfo> {
  const data = JSON.parse(await readFile(file, 'utf8')) as Partial<SiteInfo>;
  const missing = REQUIRED.filter((key) => typeof data[key] !== 'string' || !data[key]);
  if (missing.length) throw new Error(`${file} lacks ${missing.join(', ')} (the imprint needs them)`);
  return data as SiteInfo;
}
