import { createHash } from 'node:crypto';
import { bonusesPath, casinosPath, featuredBonusesPath, featuredCasinosPath } from '@casino/shared';
import type { Database } from '../db/database';
import { reloadOnNotice } from '../db/reload-on-notice';
import { rememberJson } from './known-json';
import { catalogVersion, listBonuses, listCasinos, listFeaturedBonuses, listFeaturedCasinos } from './catalog-repository';
import { applyPlayPolicy, applyPlayPolicyToBonuses, type PlayPolicy } from './play-policy';

export interface CachedList {
  data: unknown;
  body: string;
  etag: string;
}

export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * The public lists, held in memory as ready JSON with an ETag: a list request costs no
 * database round trip. Reloaded after an import, here or (through NOTIFY) on another server.
 */
export class CatalogCache {
  private lists = new Map<string, CachedList>();
  version = -1;

  constructor(
    private readonly db: Database,
    private readonly playPolicy: PlayPolicy = null,
  ) {}

  async load(): Promise<void> {
    const [casinos, featured, bonuses, featuredBonuses, version] = await Promise.all([
      listCasinos(this.db),
      listFeaturedCasinos(this.db),
      listBonuses(this.db),
      listFeaturedBonuses(this.db),
      catalogVersion(this.db),
    ]);
    const entry = (data: object): CachedList => {
      const body = JSON.stringify(data);
      rememberJson(data, body);
      return { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    };
    this.lists = new Map([
      [casinosPath, entry(applyPlayPolicy(casinos, this.playPolicy))],
      [featuredCasinosPath, entry(applyPlayPolicy(featured, this.playPolicy))],
      [bonusesPath, entry(applyPlayPolicyToBonuses(bonuses, casinos, this.playPolicy))],
      [featuredBonusesPath, entry(applyPlayPolicyToBonuses(featuredBonuses, casinos, this.playPolicy))],
    ]);
    this.version = version;
  }

  get(path: string): CachedList | undefined {
    return this.lists.get(path);
  }

  /** Reloads on every server sharing the database when the catalogue changes, and after the database was away. */
  async followChanges(onError: (error: unknown) => void): Promise<void> {
    await this.db.listen(CATALOG_CHANNEL, reloadOnNotice(() => this.load(), onError));
  }
}
