import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bonusAmount, type CatalogFile } from '@casino/shared';
import { homeContent } from '../content/home';

/**
 * A claim that compares a casino with the others of the comparison (the largest welcome
 * package, one of the biggest game libraries) is checked against the catalogue the site
 * starts with: the copy may say it only while the figures bear it out.
 */
const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../../../server/seed/catalog.json'), 'utf8')) as CatalogFile;

/** A welcome package as the comparison sorts it: the money the bonus text names, and its free spins. */
const packageOf = (casino: CatalogFile['casinos'][number]) => ({ euros: bonusAmount(casino.bonus), spins: Number(casino.freeSpins ?? 0) });
const packages = new Map(catalogue.casinos.map((casino) => [casino.slug, packageOf(casino)]));
const games = new Map(catalogue.casinos.map((casino) => [casino.slug, casino.gamesCount ?? 0]));

/** How many other casinos beat the subject's figure, and how many it beats. */
const beatenBy = (figures: Map<string, number>, slug: string) => [...figures].filter(([other, value]) => other !== slug && value > figures.get(slug)!).length;
const beats = (figures: Map<string, number>, slug: string) => [...figures].filter(([other, value]) => other !== slug && value < figures.get(slug)!).length;
const euros = new Map([...packages].map(([slug, offer]) => [slug, offer.euros]));
const spins = new Map([...packages].map(([slug, offer]) => [slug, offer.spins]));
const others = catalogue.casinos.length - 1;

/**
 * The comparisons the site's copy makes, each with what must hold for its casino. "One of the"
 * holds while at most a third of the others beat it; "the largest" while none beats it in
 * money or free spins.
 */
const CLAIMS: Array<{ claim: RegExp; holds: (slug: string) => boolean }> = [
  {
    claim: /one of the (most generous|largest|biggest) welcome packages|eine[sr]? der (großzügigsten|größten) Willkommenspakete/i,
    holds: (slug) => beatenBy(euros, slug) <= others / 3,
  },
  {
    claim: /(?<!one of the )\b(largest|biggest|strongest) (combined )?welcome package\b|(?<!der )\b(größte|stärkste)[sn]? (kombinierte[sn]? )?Willkommenspaket/i,
    holds: (slug) => beatenBy(euros, slug) === 0 && beatenBy(spins, slug) === 0,
  },
  {
    claim: /one of the (biggest|largest) (game )?libraries|eine[rn]? der größten Spiel(e)?auswahlen/i,
    holds: (slug) => beatenBy(games, slug) <= others / 3,
  },
  {
    claim: /smaller (bonus|welcome package) than most|kleinere[sn]? (Bonus|Willkommenspaket) als die meisten/i,
    holds: (slug) => beatenBy(euros, slug) > others / 2,
  },
  {
    claim: /comparatively small bonus|vergleichsweise kleine[rn]? Bonus/i,
    holds: (slug) => beats(euros, slug) <= others / 3,
  },
];

/** Words that compare with the rest of the comparison: such a text must make one of the claims above. */
const COMPARES = /in our comparison|in unserem Vergleich|im Vergleich|than (most|many|some|other|competitors)|competitors|Konkurrenz|als die meisten|comparatively|vergleichsweise|(largest|biggest|strongest|most generous) welcome|(größte|stärkste|großzügigste)[sn]? (kombinierte[sn]? )?Willkommenspaket/i;

/** Every free text of the catalogue, with the casino it speaks of. */
function catalogueTexts(): Array<{ slug: string; field: string; text: string }> {
  const texts: Array<{ slug: string; field: string; text: string }> = [];
  for (const casino of catalogue.casinos) {
    texts.push({ slug: casino.slug, field: 'description', text: casino.description }, { slug: casino.slug, field: 'descriptionDe', text: casino.descriptionDe });
    for (const list of ['pros', 'cons'] as const) {
      for (const language of ['de', 'en'] as const) for (const text of casino[list]?.[language] ?? []) texts.push({ slug: casino.slug, field: `${list}.${language}`, text });
    }
  }
  for (const bonus of catalogue.bonuses) {
    for (const field of ['title', 'titleDe', 'description', 'descriptionDe', 'terms', 'termsDe'] as const) texts.push({ slug: bonus.casinoSlug, field: `bonus ${field}`, text: bonus[field] });
  }
  return texts;
}

describe('comparisons in the catalogue\'s texts', () => {
  it('make only claims this test knows how to check', () => {
    const unchecked = catalogueTexts().filter(({ text }) => COMPARES.test(text) && !CLAIMS.some(({ claim }) => claim.test(text)));
    expect(unchecked.map(({ slug, field, text }) => `${slug} ${field}: ${text}`)).toEqual([]);
  });

  it('hold against the catalogue\'s figures', () => {
    const untrue = catalogueTexts().filter(({ slug, text }) => CLAIMS.some(({ claim, holds }) => claim.test(text) && !holds(slug)));
    expect(untrue.map(({ slug, field, text }) => `${slug} ${field}: ${text}`)).toEqual([]);
  });

  it('recognise the claims they make: Starda\'s package is the largest', () => {
    const starda = catalogue.casinos.find((casino) => casino.slug === 'starda')!;
    expect(starda.pros?.en).toContain('Largest welcome package in our comparison');
    expect(beatenBy(euros, 'starda')).toBe(0);
    // The home promo's amount is no casino's: 2,500 € + 300 is the most the comparison holds.
    expect(Math.max(...euros.values())).toBe(2500);
    expect(Math.max(...spins.values())).toBe(300);
  });
});

describe('comparisons in the home page\'s copy', () => {
  const rating = (casino: CatalogFile['casinos'][number]) => Number.parseFloat(casino.rating);
  /** Whether no casino outside `chosen` is rated above the lowest rated of them. */
  const areTopRated = (chosen: CatalogFile['casinos']) => {
    const lowest = Math.min(...chosen.map(rating));
    return !catalogue.casinos.some((casino) => !chosen.includes(casino) && rating(casino) > lowest);
  };

  for (const language of ['de', 'en'] as const) {
    const text = homeContent.text[language];

    // Regression: the banner called "up to 5,000 € + 1000 free spins" the strongest package of the comparison.
    it(`the ${language} banner claims a place in the comparison only for a package the catalogue holds`, () => {
      const banner = { euros: bonusAmount(text.promo.title), spins: Number(/(\d[\d.,]*)\s*(Freispiele|free spins)/i.exec(text.promo.title)?.[1]?.replace(/[.,]/g, '') ?? 0) };
      expect(banner).toEqual({ euros: 5000, spins: 1000 });
      const held = [...packages.values()].some((offer) => offer.euros >= banner.euros && offer.spins >= banner.spins);
      expect({ claim: COMPARES.test(text.promo.text), held }).not.toEqual({ claim: true, held: false });
    });

    // Regression: the featured casinos were said to have done best, while better rated ones are not featured.
    it(`the ${language} featured section calls its casinos the best only if they are the best rated`, () => {
      const claimsBest = /\bbest\b|am besten|bestbewertet|highest-rated/i.test(text.featuredSubtitle);
      const featured = catalogue.casinos.filter((casino) => casino.featuredPosition != null);
      expect({ claimsBest, topRated: areTopRated(featured) }).not.toEqual({ claimsBest: true, topRated: false });
    });

    it(`the ${language} top-5 table's caption holds: the first five casinos are the five highest rated`, () => {
      expect(text.topTable.caption).toMatch(/bestbewertet|highest-rated/);
      expect(areTopRated(catalogue.casinos.slice(0, 5))).toBe(true);
    });
  }
});
