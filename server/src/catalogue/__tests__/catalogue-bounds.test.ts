import { describe, it } from 'node:test';
import { expect } from 'expect';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { validateCatalog } from '../validate-catalog';
import { seedCatalogue } from '../../test-kit/seed-catalogue';


describe('a catalogue of thousands', () => {
  it('takes 2,500 casinos with as many bonuses: room beyond the 2,000 the site is measured at', () => {
    const result = validateCatalog(generateCatalogue({ seed: 3, casinos: 2500, bonuses: 2500, cities: 50 }));
    expect(result).toMatchObject({ ok: true });
  });

  it('refuses more than 10,000 casinos, saying so in words', () => {
    const catalog = seedCatalogue();
    catalog.casinos = Array.from({ length: 10_001 }, (_, index) => ({ ...catalog.casinos[index % catalog.casinos.length]! }));
    const result = validateCatalog(catalog);
    expect(result).toEqual({ ok: false, errors: ['file: casinos needs a list of at most 10,000 casinos'] });
  });
});

describe('review slugs the API takes', () => {
  for (const name of ['Featured', 'FEATURED!']) {
    it(`refuses a casino named "${name}", whose review would be the featured list, naming its line`, () => {
      const catalog = seedCatalogue();
      catalog.casinos[4]!.name = name;
      const result = validateCatalog(catalog);
      expect(result.ok).toBe(false);
      const slug = catalog.casinos[4]!.slug;
      expect(!result.ok && result.errors).toEqual([
        `casinos[4] "${slug}": name "${name}" gives the review address /reviews/featured, which the site's featured list takes: give the casino a name that differs in more than case or punctuation`,
      ]);
    });
  }

  it('takes a name that only contains the word', () => {
    const catalog = seedCatalogue();
    catalog.casinos[4]!.name = 'Featured Casino';
    expect(validateCatalog(catalog)).toMatchObject({ ok: true });
  });
});
