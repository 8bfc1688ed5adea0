import { createHash } from 'node:crypto';
import { bonusesPath, casinosPath, featuredBonusesPath, featuredCasinosPath, type Bonus, type Casino } from '@casino/shared';
import type { Database } from '../db/database';
import { reloadOnNotice } from '../db/reload-on-notice';
import { rememberJson } from './known-json';
import { catalogVersion, listAffiliateTargets, listBonuses, listCasinos, listFeaturedBonuses, listFeaturedCasinos } from './catalog-repository';
import { offerChanges, runningBonuses, withRunningWelcomeOffers } from './offer-window';
import { applyPlayPolicy, applyPlayPolicyToBonuses, type PlayPolicy } from './play-policy';

export interface CachedList {
  data: unknown;
  body: string;
  etag: string;
}

export const CATALOG_CHANNEL = 'catalog_changed';

/** A casino's stored play link (see routes/affiliate.ts). */
export interface AffiliateTarget {
  id: number;
  url: string;
  licences: string[];
}

/** The longest a timer waits (Node's timers hold at most about 24 days); it then looks again. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

interface StoredCatalogue {
  casinos: Casino[];
  featured: Casino[];
  bonuses: Bonus[];
  featuredBonuses: Bonus[];
}

/**
 * The public lists, held in memory as ready JSON with an ETag: a list request costs no
 * database round trip. Reloaded after an import, here or (through NOTIFY) on another server.
 *
 * Offers run in windows (offer-window.ts): the lists hold only what runs now, and a timer
 * rebuilds them from memory when an offer starts or ends, so every server changes at the
 * moment itself, with no import, restart or database. `state` names what the lists show; kept
 * pages are rendered again when it changes, and `onOfferChange` listeners hear of it.
 */
export class CatalogCache {
  private lists = new Map<string, CachedList>();
  /** By slug: /go/ redirects from memory, so a visitor's click works while the database is away. */
  private targets = new Map<string, AffiliateTarget>();
  private stored: StoredCatalogue = { casinos: [], featured: [], bonuses: [], featuredBonuses: [] };
  private timer: NodeJS.Timeout | undefined;
  private readonly offerListeners: Array<(moment: number) => void> = [];
  /** The import's version. */
  version = -1;
  /** The import's version and the last offer start or end passed: what the lists show. */
  state = '';
  /** When an offer starts or ends next (ms since the epoch), or null. */
  nextOfferChange: number | null = null;

  constructor(
    private readonly db: Database,
    private readonly playPolicy: PlayPolicy = null,
  ) {}

  /** Loads started, and the newest of them whose rows are held. */
  private loadsStarted = 0;
  private loadHeld = 0;

  /**
   * Reads the catalogue. Loads overlap (a notice's reload, an import's own): one that started
   * earlier may end later, with older rows, and is then dropped, so the lists never go back to
   * what the database held before a change this server was told about.
   */
  async load(): Promise<void> {
    const started = ++this.loadsStarted;
    const [casinos, featured, bonuses, featuredBonuses, targets, version] = await Promise.all([
      listCasinos(this.db),
      listFeaturedCasinos(this.db),
      listBonuses(this.db),
      listFeaturedBonuses(this.db),
      listAffiliateTargets(this.db),
      catalogVersion(this.db),
    ]);
    if (started < this.loadHeld) return;
    this.loadHeld = started;
    this.stored = { casinos, featured, bonuses, featuredBonuses };
    this.targets = new Map(targets.map(({ slug, ...target }) => [slug, target]));
    this.version = version;
    this.showOffersOf(Date.now());
  }

  /** Hears the moments at which an offer started or ended here (not imports). */
  onOfferChange(listener: (moment: number) => void): void {
    this.offerListeners.push(listener);
  }

  affiliateTarget(slug: string): AffiliateTarget | undefined {
    return this.targets.get(slug);
  }

  get(path: string): CachedList | undefined {
    return this.lists.get(path);
  }

  /** Reloads on every server sharing the database when the catalogue changes, and after the database was away. */
  async followChanges(onError: (error: unknown) => void): Promise<void> {
    await this.db.listen(CATALOG_CHANNEL, reloadOnNotice(() => this.load(), onError));
  }

  close(): void {
    clearTimeout(this.timer);
  }

  /** Builds the lists of what runs at `now` and waits for the next start or end. */
  private showOffersOf(now: number): { passed: number; changed: boolean } {
    const { casinos, featured, bonuses, featuredBonuses } = this.stored;
    const { passed, next } = offerChanges(casinos, bonuses, now);
    const state = `${this.version}.${passed}`;
    const changed = state !== this.state;
    if (changed) {
      const entry = (data: object): CachedList => {
        const body = JSON.stringify(data);
        rememberJson(data, body);
        return { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      };
      const running = withRunningWelcomeOffers(casinos, now);
      this.lists = new Map([
        [casinosPath, entry(applyPlayPolicy(running, this.playPolicy))],
        [featuredCasinosPath, entry(applyPlayPolicy(withRunningWelcomeOffers(featured, now), this.playPolicy))],
        [bonusesPath, entry(applyPlayPolicyToBonuses(runningBonuses(bonuses, now), casinos, this.playPolicy))],
        [featuredBonusesPath, entry(applyPlayPolicyToBonuses(runningBonuses(featuredBonuses, now), casinos, this.playPolicy))],
      ]);
      this.state = state;
    }
    this.nextOfferChange = next;
    clearTimeout(this.timer);
    if (next !== null) {
      // A timer may fire a moment early: then nothing changes yet and it waits the rest.
      this.timer = setTimeout(() => this.passOfferChange(), Math.min(next - now + 1, LONGEST_WAIT_MS));
      this.timer.unref();
    }
    return { passed, changed };
  }

  private passOfferChange(): void {
    const { passed, changed } = this.showOffersOf(Date.now());
    if (changed) for (const listener of this.offerListeners) listener(passed);
  }
}
