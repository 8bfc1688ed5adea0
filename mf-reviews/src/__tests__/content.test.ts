import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cryptocurrenciesOf, LICENCE_IDS, LICENCES, type LicenceId, type RouteDeclaration } from '@casino/shared';
import { falseLicenceClaims } from '@casino/shared/licence-claims';
import routes from '../routes.json';
import type { FixedReviewText, ReviewFacts, StaticReviewText } from '../content/types';
import { routes as exposed } from '../expose';

/** A content file's exports: its facts and its text in each language, with its route's casino. */
type Written<Text> = { facts: ReviewFacts; de: Text; en: Text; casino: string };
/** The content file of every route of one template, with the route's casino. */
const contentOf = <Text>(page: string): Promise<Array<Written<Text>>> =>
  Promise.all(
    (routes as RouteDeclaration[])
      .filter((route) => route.page === page)
      .map(async (route) => ({ ...((await import(`../content/${route.content}`)) as Omit<Written<Text>, 'casino'>), casino: route.casino! })),
  );
/** Everything a review says, in both languages. */
const proseOf = (review: Written<unknown>) => JSON.stringify([review.de, review.en]);

/** The catalogue the site starts with: the owner of the facts the reviews show. */
const catalogue = JSON.parse(readFileSync(path.join(__dirname, '../../../server/seed/catalog.json'), 'utf8')) as {
  casinos: Array<{ slug: string; licences: LicenceId[]; gamesCount?: number | null; payoutPercentage?: number | null; paymentMethods?: string[]; foundedYear?: number | null }>;
  bonuses: Array<{ casinoSlug: string; amountEuros: number; wagering?: number | null; validityDays?: number | null }>;
};

/** Not part of a longer number: no digit or separator before, no digit (or separator and digit) after. */
const BEFORE = String.raw`(?<![\d.,])`;
const AFTER = String.raw`(?![.,]?\d)`;
/** A whole number as any page or writer may write it: 3200, 3.200, 3,200 (or 3 200). */
const wholeNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '[.,\\s]?');
/** A percentage with one decimal or none: 98,2 / 98.2, and 98 % / 98,0 for a whole one. */
const percent = (value: number) => {
  const [whole, decimals = '0'] = String(value).split('.');
  return decimals === '0' ? `${whole}(?:[.,]0${AFTER}|\\s?%)` : `${whole}[.,]${decimals}${AFTER}`;
};
/** An amount in euros: 2.000 € / 2000 € / €2,000 / 2.000 Euro. */
const euros = (value: number) => `${wholeNumber(value)}\\s?(?:€|Euro)|€\\s?${wholeNumber(value)}${AFTER}`;

let fixedReviews: Array<Written<FixedReviewText>> = [];
let staticReviews: Array<Written<StaticReviewText>> = [];
beforeAll(async () => {
  fixedReviews = await contentOf<FixedReviewText>('fixed-review');
  staticReviews = await contentOf<StaticReviewText>('static-review');
});

const LANGUAGES = ['de', 'en'] as const;

describe('fixed reviews', () => {
  it('cover the nine casinos of the spec', () => {
    expect(fixedReviews.map((r) => r.casino)).toEqual(['stake', 'fresh', 'sol', 'jet', 'legzo', 'izzi', 'starda', 'drip', 'drueckglueck']);
  });

  it('every fixed review has every required field in German and English', () => {
    for (const review of fixedReviews) for (const language of LANGUAGES) {
      const text = review[language];
      for (const field of ['title', 'description', 'keywords', 'h1', 'subtitle', 'ratingText'] as const) expect(text[field]).not.toBe('');
      expect(text.overview.length).toBeGreaterThan(0);
      expect(text.pros).toHaveLength(7);
      expect(text.cons.length).toBeGreaterThanOrEqual(3);
      expect(text.cons.length).toBeLessThanOrEqual(4);
      for (const section of Object.values(text.sections)) {
        expect(section.title).not.toBe('');
        expect(section.description).not.toBe('');
      }
      expect(Object.keys(text.sections).sort()).toEqual(['bonus', 'conclusion', 'games', 'mobile', 'payment', 'security', 'support']);
      for (const label of Object.values(text.buttons)) expect(label).not.toBe('');
      expect(text.gameStats.length).toBeGreaterThan(0);
    }
    for (const review of fixedReviews) expect(review.facts.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the crypto casino its breakdown, providers and coins, and DrückGlück its German-market block', () => {
    const stake = fixedReviews.find((r) => r.casino === 'stake')!;
    expect(Object.keys(stake.facts.crypto?.scores ?? {})).toHaveLength(6);
    expect(stake.facts.crypto?.providers).toHaveLength(8);
    // Its coins are the catalogue's: the crypto payment methods of its record, eight as the specification lists.
    const methods = catalogue.casinos.find((casino) => casino.slug === 'stake')!.paymentMethods ?? [];
    expect(cryptocurrenciesOf(methods)).toHaveLength(8);
    const drueckglueck = fixedReviews.find((r) => r.casino === 'drueckglueck')!;
    for (const language of LANGUAGES) expect(drueckglueck[language].germanMarket?.payments.methods.length).toBeGreaterThan(0);
  });

  // Each language is loaded on its own: a part written in one language only would vanish from the other's page.
  it('has the same extra parts in both languages, the crypto text exactly where there are crypto facts', () => {
    for (const review of fixedReviews) {
      const parts = (text: FixedReviewText) => ({ crypto: Boolean(text.crypto), germanMarket: Boolean(text.germanMarket) });
      expect({ casino: review.casino, ...parts(review.en) }).toEqual({ casino: review.casino, ...parts(review.de) });
      expect({ casino: review.casino, crypto: Boolean(review.de.crypto) }).toEqual({ casino: review.casino, crypto: Boolean(review.facts.crypto) });
    }
  });
});

describe('every written review', () => {

  it('is about a casino of the catalogue the site starts with, which owns its facts', () => {
    const catalogued = new Set(catalogue.casinos.map((casino) => casino.slug));
    for (const review of [...fixedReviews, ...staticReviews]) expect(catalogued).toContain(review.casino);
  });

  // The catalogue owns the licences; the prose may explain them but never name another one.
  it('names the jurisdictions of its casino\'s licences in the catalogue and no other', () => {
    for (const review of [...fixedReviews, ...staticReviews]) {
      const held = catalogue.casinos.find((casino) => casino.slug === review.casino)!.licences;
      const prose = proseOf(review);
      for (const id of LICENCE_IDS.filter((licence) => licence !== 'ggl')) {
        const named = Object.values(LICENCES[id].jurisdiction).some((name) => prose.includes(name));
        expect({ casino: review.casino, licence: id, named }).toEqual({ casino: review.casino, licence: id, named: held.includes(id) });
      }
    }
  });

  // The same rule the catalogue import holds the casinos' own texts to.
  it('never claims a licence its casino does not hold', () => {
    for (const review of [...fixedReviews, ...staticReviews]) {
      const held = catalogue.casinos.find((casino) => casino.slug === review.casino)!.licences;
      expect({ casino: review.casino, claims: falseLicenceClaims(proseOf(review), held) }).toEqual({ casino: review.casino, claims: [] });
    }
  });

  // Regression: Starda's payout time was "one of the best in our comparison", which four casinos beat or match.
  // Wagering said to be comparatively high or moderate is compared with the bonus records' figures.
  it('compares its casino with the others of the comparison only where the catalogue bears it out', () => {
    const games = new Map(catalogue.casinos.map((casino) => [casino.slug, casino.gamesCount ?? 0]));
    /** "One of the biggest" holds while at most a third of the other casinos have more. */
    const amongTheFirstThird = (figures: Map<string, number>, slug: string) =>
      [...figures].filter(([other, value]) => other !== slug && value > figures.get(slug)!).length <= (figures.size - 1) / 3;
    const wagering = new Map(catalogue.bonuses.filter((bonus) => bonus.wagering != null).map((bonus) => [bonus.casinoSlug, bonus.wagering!]));
    const lower = (slug: string) => [...wagering.values()].filter((value) => value < wagering.get(slug)!).length;
    const claims = [
      { claim: /one of the (biggest|largest) (game )?libraries|eine[rn]? der größten (Spiele?)?auswahlen/i, holds: (slug: string) => amongTheFirstThird(games, slug) },
      // Wagering compared with the other offers the catalogue records.
      { claim: /Umsatz ist vergleichsweise hoch|wagering requirement is relatively high/, holds: (slug: string) => wagering.has(slug) && lower(slug) === wagering.size - 1 },
      { claim: /Umsatz fallen die Bonusbedingungen vergleichsweise moderat/, holds: (slug: string) => wagering.has(slug) && lower(slug) <= (wagering.size - 1) / 3 },
    ];
    const compares = /in our comparison|we have tested|in unserem Vergleich|im Vergleich|wir getestet|vergleichsweise|relatively high/i;
    const sentencesOf = (value: unknown): string[] =>
      typeof value === 'string' ? value.split(/(?<=[.!?])\s+/) : value && typeof value === 'object' ? Object.values(value).flatMap(sentencesOf) : [];
    for (const review of [...fixedReviews, ...staticReviews]) {
      for (const sentence of sentencesOf([review.de, review.en]).filter((text) => compares.test(text))) {
        const claim = claims.find((known) => known.claim.test(sentence));
        expect({ casino: review.casino, sentence, holds: claim?.holds(review.casino) ?? 'no known claim' }).toEqual({ casino: review.casino, sentence, holds: true });
      }
    }
  });

  // Regression: Sol's review counted eight cryptocurrencies where the catalogue lists four, and
  // the bonus texts stated wagering the catalogue's bonus records now hold.
  it('states wagering and the number of cryptocurrencies only through {wagering} and {cryptocurrencies}', () => {
    for (const review of [...fixedReviews, ...staticReviews]) {
      const prose = proseOf(review);
      expect({ casino: review.casino, wagering: prose.match(/\d+\s*x\b|\d+-fach/g) }).toEqual({ casino: review.casino, wagering: null });
      expect({ casino: review.casino, coins: prose.match(/(\d+|acht|vier|sechs|eight|four|six) (Kryptowährungen|cryptocurrencies)/gi) }).toEqual({ casino: review.casino, coins: null });
    }
  });

  it('has the records behind its placeholders in the catalogue the site starts with', () => {
    for (const review of [...fixedReviews, ...staticReviews]) {
      const prose = proseOf(review);
      if (prose.includes('{wagering}')) {
        const offer = catalogue.bonuses.find((bonus) => bonus.casinoSlug === review.casino);
        expect({ casino: review.casino, wagering: offer?.wagering }).toEqual({ casino: review.casino, wagering: expect.any(Number) });
      }
    }
    // The text's plural assumes more than one coin; Sol's record lists four: Bitcoin, Ethereum, Litecoin and Tether.
    const coins = Object.fromEntries(
      [...fixedReviews, ...staticReviews]
        .filter((review) => proseOf(review).includes('{cryptocurrencies}'))
        .map((review) => [review.casino, cryptocurrenciesOf(catalogue.casinos.find((casino) => casino.slug === review.casino)!.paymentMethods).length]),
    );
    expect(coins).toEqual({ sol: 4 });
  });

  // Regression: Sol's review wrote "3.200", "98,2 %" and "2.000 €" of its own beside the catalogue's figures.
  // And LeoVegas's "30 Tage" stood on the bonus page too; bet-at-home's "seit 2002" beside its record's founding year.
  it('states its casino\'s games count, payout, offer amount, validity and founding year only through placeholders, never as figures of its own', () => {
    const found = [...fixedReviews, ...staticReviews].map((review) => {
      const casino = catalogue.casinos.find((record) => record.slug === review.casino)!;
      const offer = catalogue.bonuses.find((bonus) => bonus.casinoSlug === review.casino);
      const figures = {
        games: casino.gamesCount ? `${wholeNumber(casino.gamesCount)}${AFTER}` : undefined,
        payout: casino.payoutPercentage == null ? undefined : percent(casino.payoutPercentage),
        bonus: offer ? euros(offer.amountEuros) : undefined,
        validity: offer?.validityDays == null ? undefined : `${offer.validityDays}${AFTER} ?(Tage|days)`,
        founded: casino.foundedYear == null ? undefined : `${casino.foundedYear}${AFTER}`,
      };
      const prose = proseOf(review);
      const literals = Object.entries(figures).map(([name, pattern]) => [name, pattern ? (prose.match(new RegExp(`${BEFORE}(?:${pattern})`, 'g')) ?? []) : []]);
      return { casino: review.casino, ...Object.fromEntries(literals) };
    });
    expect(found).toEqual(found.map(({ casino }) => ({ casino, games: [], payout: [], bonus: [], validity: [], founded: [] })));
  });

  it('states the rating only through {rating}, never as a number of its own', () => {
    for (const review of [...fixedReviews, ...staticReviews]) {
      expect(proseOf(review)).not.toMatch(/\d([.,]\d)?\s*(\/\s*10|von 10|out of 10)/);
    }
  });
});

describe('static reviews', () => {
  it('every static review has its schedule, terms, payments and limits in both languages', () => {
    for (const review of staticReviews) for (const language of LANGUAGES) {
      const text = review[language];
      expect(text.bonusDetails.deposits.length).toBeGreaterThan(0);
      expect(text.bonusDetails.terms.length).toBeGreaterThan(0);
      expect(text.payments.deposit.length).toBeGreaterThan(0);
      expect(text.payments.withdrawal.length).toBeGreaterThan(0);
      expect(text.payments.limits.length).toBeGreaterThan(0);
      expect(text.pros.length).toBeGreaterThan(0);
      expect(text.cons.length).toBeGreaterThan(0);
    }
  });

  it('keeps the deposit schedules of the spec', () => {
    expect(staticReviews.find((r) => r.casino === 'leovegas')!.en.bonusDetails.deposits).toHaveLength(4);
    expect(staticReviews.find((r) => r.casino === 'lapalingo')!.en.bonusDetails.deposits).toHaveLength(3);
  });
});

describe('routes', () => {
  it('declares exactly the routes the app renders, the generic one with a sample', () => {
    expect(routes.map((r) => r.id).sort()).toEqual(exposed.map((r) => r.id).sort());
    expect(routes.find((r) => r.id === 'review')).toMatchObject({ path: '/reviews/:slug', sample: { slug: expect.any(String) } });
  });
});
