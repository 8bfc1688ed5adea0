import { createHash } from 'node:crypto';
import { advertisingPath, bonusesPath, casinoCountPath, casinoListPath, casinoSlug, casinosPath, featuredBonusesPath, featuredCasinosPath, filterCasinos, pageOf, paymentChoices, paymentMethodsPath, type Bonus, type Casino, type AdvertisingNow, type CasinoListRequest, type CasinoOffer } from '@casino/shared';
import type { Database } from '../core/db/database';
import { reloadOnNotice } from '../core/db/reload-on-notice';
import { rememberJson } from './known-json';
import { catalogVersion, listAffiliateTargets, listBonuses, listCasinos, listFeaturedBonuses, listFeaturedCasinos } from './catalog-repository';
import { offerChanges, runningBonuses, runsAt, withRunningWelcomeOffers } from './offer-window';
import { applyPlayPolicy, applyPlayPolicyToBonuses, mayLinkToPlay, type PlayPolicy } from './play-policy';
import { bonusesWithWithheldOut, withWithheldOut, type CallsToActionRules } from './calls-to-action';

export interface CachedList {
  data: unknown;
  body: string;
  etag: string;
  /** The body compressed, made on the first request that takes each encoding (see catalogue/api-catalog.ts). */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** An answer as the API sends it: its JSON text once, with the ETag that names it. */
function entry(data: object): CachedList {
  const body = JSON.stringify(data);
  rememberJson(data, body);
  return { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** What the lists show now, indexed for the answers about one casino or a few. */
interface Shown {
  casinos: Casino[];
  featured: Casino[];
  bonuses: Bonus[];
  /** The first casino in server order of each review slug (the spec's rule on its name). */
  byReviewSlug: Map<string, Casino>;
  bySlug: Map<string, Casino>;
  /** The first bonus in catalogue order of each casino. */
  offerOf: Map<string, Bonus>;
  /** The casinos whose calls to action the rules withhold now, with the reasons' ids. */
  withheld: ReadonlyMap<string, readonly string[]>;
}

const EMPTY: Shown = { casinos: [], featured: [], bonuses: [], byReviewSlug: new Map(), bySlug: new Map(), offerOf: new Map(), withheld: new Map() };

/** No rules beyond the catalogue's own: nothing withheld, never a change. */
const NO_RULES: CallsToActionRules = { version: '', decide: () => ({ withheld: new Map(), passed: 0, next: null, quietHours: null }) };

const firstOfEach = <T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> => {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(keyOf(item))) map.set(keyOf(item), item);
  return map;
};

export const CATALOG_CHANNEL = 'catalog_changed';

/** A casino's stored play link (see clicks/affiliate-route.ts). */
export interface AffiliateTarget {
  id: number;
  url: string;
  licences: string[];
  /** The affiliate network the link belongs to (see earnings/), or null. */
  network: string | null;
}

/** List pages kept at most at once (see casinoList); about 30 KB each compressed, a few MB in all. */
const MAX_KEPT_PAGES = 500;

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
 *
 * A market's rules on calls to action (`useRules`, see calls-to-action.ts) take part the same
 * way: the lists leave out the play links they withhold, their moments (the quiet hours' edges)
 * are moments of change like an offer's, and a change of their inputs rebuilds the lists.
 */
export class CatalogCache {
  private lists = new Map<string, CachedList>();
  private shown: Shown = EMPTY;
  /**
   * Answers about one casino or the first few, made on first request and kept until the lists
   * change: at most two per casino and one per count, so bounded by the catalogue.
   */
  private answers = new Map<string, CachedList>();
  /** List pages among the answers (their keys are their paths, the other answers' are not). */
  private evictableKept = 0;
  /** By slug: /go/ redirects from memory, so a visitor's click works while the database is away. */
  private targets = new Map<string, AffiliateTarget>();
  private stored: StoredCatalogue = { casinos: [], featured: [], bonuses: [], featuredBonuses: [] };
  private timer: NodeJS.Timeout | undefined;
  private readonly offerListeners: Array<(moment: number) => void> = [];
  private readonly shownListeners: Array<(moment: number) => void> = [];
  private rules: CallsToActionRules = NO_RULES;
  private lastPassed = 0;
  /** The import's version. */
  version = -1;
  private shownState = '';
  private nextChange: number | null = null;

  /** The import's version and the last offer start or end passed (and the rules' state): what the lists show. */
  get state(): string {
    this.catchUp();
    return this.shownState;
  }

  /** When an offer starts or ends next, or the rules change what they withhold (ms since the epoch), or null. */
  get nextOfferChange(): number | null {
    this.catchUp();
    return this.nextChange;
  }

  /**
   * Passes a moment of change whose timer has not fired yet: a timer fires late on a busy
   * server, and no answer read after the moment may be the lists of before it.
   */
  private catchUp(): void {
    if (this.nextChange !== null && Date.now() >= this.nextChange) this.passOfferChange();
  }

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

  /** Hears every change of what the lists show: an import, an offer's start or end, the rules. */
  onShownChange(listener: (moment: number) => void): void {
    this.shownListeners.push(listener);
  }

  /**
   * Every casino's calls to action as the lists show them now, and each reason one is withheld:
   * the operator's licence setting (`licence`), the rules' reasons; `offer-window` where the
   * play link stays but the welcome offer is outside its window.
   */
  callsToActionStates(now = Date.now()): Array<{ slug: string; name: string; shown: boolean; reasons: string[] }> {
    this.catchUp();
    return this.stored.casinos.map((casino) => {
      const reasons = [
        ...(mayLinkToPlay(casino.licences, this.playPolicy) ? [] : ['licence']),
        ...(this.shown.withheld.get(casino.slug) ?? []),
      ];
      const offerOut = casino.bonus !== null && !runsAt({ from: casino.bonusValidFrom, until: casino.bonusValidUntil }, now);
      return { slug: casino.slug, name: casino.name, shown: reasons.length === 0, reasons: offerOut ? [...reasons, 'offer-window'] : reasons };
    });
  }

  /** Hears the moments at which an offer started or ended here (not imports). */
  onOfferChange(listener: (moment: number) => void): void {
    this.offerListeners.push(listener);
  }

  affiliateTarget(slug: string): AffiliateTarget | undefined {
    this.catchUp();
    return this.targets.get(slug);
  }

  /** The rules' reasons for withholding a casino's calls to action now; empty when they are shown. */
  withheldReasons(slug: string): readonly string[] {
    this.catchUp();
    return this.shown.withheld.get(slug) ?? [];
  }

  /** Takes a market's rules on calls to action (ad-rules/), and builds the lists by them. */
  useRules(rules: CallsToActionRules): void {
    this.rules = rules;
    this.rulesChanged();
  }

  /** The rules' inputs changed (their version says so): the lists are built anew, and listeners hear of it. */
  rulesChanged(): void {
    const now = Date.now();
    const { changed } = this.showOffersOf(now);
    if (changed) for (const listener of this.offerListeners) listener(now);
  }

  get(path: string): CachedList | undefined {
    this.catchUp();
    return this.lists.get(path);
  }

  /** The first `limit` casinos in server order: the whole list's own answer when it has no more. */
  firstCasinos(limit: number): CachedList | undefined {
    this.catchUp();
    const all = this.lists.get(casinosPath);
    if (!all || limit >= this.shown.casinos.length) return all;
    return this.kept(`first:${limit}`, () => this.shown.casinos.slice(0, limit));
  }

  /** The casino a review slug names by the spec's rule, or undefined. */
  casinoByReviewSlug(reviewSlug: string): CachedList | undefined {
    this.catchUp();
    const casino = this.shown.byReviewSlug.get(reviewSlug);
    return casino && this.kept(`casino:${reviewSlug}`, () => casino);
  }

  /** A casino by its catalogue slug with its offer, or undefined. */
  offer(slug: string): CachedList | undefined {
    this.catchUp();
    const casino = this.shown.bySlug.get(slug);
    return casino && this.kept(`offer:${slug}`, (): CasinoOffer => ({ casino, bonus: this.shown.offerOf.get(slug) ?? null }));
  }

  /** The bonuses of the named casinos, in catalogue order. Not kept: the choice of casinos is the caller's. */
  bonusesOf(slugs: readonly string[]): CachedList {
    this.catchUp();
    const named = new Set(slugs);
    return entry(this.shown.bonuses.filter((bonus) => named.has(bonus.casinoSlug)));
  }

  /**
   * One page of a list, filtered and sorted (see casino-list.ts). The filtered lists are kept
   * like the other answers, but only the most recent MAX_KEPT_PAGES of them: filter values
   * combine into more pages than are worth keeping, and a page is quick to make again.
   */
  casinoList(request: CasinoListRequest): CachedList {
    this.catchUp();
    const list = request.list === 'featured' ? this.shown.featured : this.shown.casinos;
    return this.kept(casinoListPath(request), () => pageOf(filterCasinos(list, request.filters), request.page), true);
  }

  private kept(key: string, make: () => object, evictable = false): CachedList {
    let answer = this.answers.get(key);
    if (!answer) {
      answer = entry(make());
      if (evictable && ++this.evictableKept > MAX_KEPT_PAGES) {
        this.answers = new Map([...this.answers].filter(([kept]) => !kept.startsWith('/')));
        this.evictableKept = 1;
      }
      this.answers.set(key, answer);
    }
    return answer;
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
    const offers = offerChanges(casinos, bonuses, now);
    const decision = this.rules.decide(this.factsOf(casinos), now);
    const passed = Math.max(offers.passed, decision.passed);
    const next = [offers.next, decision.next].reduce<number | null>((soonest, moment) => (moment === null ? soonest : soonest === null ? moment : Math.min(soonest, moment)), null);
    const state = `${this.version}.${passed}${this.rules.version ? `.${this.rules.version}` : ''}`;
    const changed = state !== this.shownState;
    if (changed) {
      const { withheld } = decision;
      const shownCasinos = withWithheldOut(applyPlayPolicy(withRunningWelcomeOffers(casinos, now), this.playPolicy), withheld);
      const shownBonuses = bonusesWithWithheldOut(applyPlayPolicyToBonuses(runningBonuses(bonuses, now), casinos, this.playPolicy), withheld);
      const shownFeatured = withWithheldOut(applyPlayPolicy(withRunningWelcomeOffers(featured, now), this.playPolicy), withheld);
      // The rules' own moments only: a page with no catalogue data carries this too, and must not change at an offer's.
      const advertising: AdvertisingNow = { quietHours: decision.quietHours, nextChange: decision.next };
      this.shown = {
        casinos: shownCasinos,
        featured: shownFeatured,
        bonuses: shownBonuses,
        byReviewSlug: firstOfEach(shownCasinos, (casino) => casinoSlug(casino.name)),
        bySlug: firstOfEach(shownCasinos, (casino) => casino.slug),
        offerOf: firstOfEach(shownBonuses, (bonus) => bonus.casinoSlug),
        withheld,
      };
      this.answers = new Map();
      this.evictableKept = 0;
      this.lists = new Map([
        [casinosPath, entry(shownCasinos)],
        [featuredCasinosPath, entry(shownFeatured)],
        [paymentMethodsPath, entry(paymentChoices(shownCasinos))],
        [casinoCountPath, entry({ casinos: shownCasinos.length })],
        [bonusesPath, entry(shownBonuses)],
        [featuredBonusesPath, entry(bonusesWithWithheldOut(applyPlayPolicyToBonuses(runningBonuses(featuredBonuses, now), casinos, this.playPolicy), withheld))],
        [advertisingPath, entry(advertising)],
      ]);
      this.shownState = state;
      // A moment that passed is when the change happened; an import or new rules happen now.
      const moment = this.lastPassed > 0 && passed > this.lastPassed ? passed : now;
      this.lastPassed = passed;
      for (const listener of this.shownListeners) listener(moment);
    }
    this.nextChange = next;
    clearTimeout(this.timer);
    if (next !== null) {
      // A timer may fire a moment early: then nothing changes yet and it waits the rest.
      this.timer = setTimeout(() => this.passOfferChange(), Math.min(next - now + 1, LONGEST_WAIT_MS));
      this.timer.unref();
    }
    return { passed, changed };
  }

  /** What the rules read of each casino: its facts with its stored partner URL. */
  private factsOf(casinos: readonly Casino[]) {
    return casinos.map(({ slug, licences, products }) => ({ slug, licences, products, affiliateUrl: this.targets.get(slug)?.url ?? '' }));
  }

  private passOfferChange(): void {
    const { passed, changed } = this.showOffersOf(Date.now());
    if (changed) for (const listener of this.offerListeners) listener(passed);
  }
}
