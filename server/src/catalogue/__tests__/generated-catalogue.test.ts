import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { casinoSlug } from '@casino/shared';
import { validateCatalog } from '../validate-catalog';
import { generateCatalogue } from '../../../../scripts/bench/generate-catalogue.mjs';
import { seedCatalogue } from '../../test-kit/seed-catalogue';

// The catalogue the scale benchmark imports and the tests at that scale use: it must be one an
// editor could import, the same for the same seed, and look like a real portal's.
const SIZE = { casinos: 2000, bonuses: 2000, cities: 400 };
const catalogue = generateCatalogue({ seed: 7, ...SIZE });
const shippedCatalogue = seedCatalogue<typeof catalogue>();
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

describe('the generated catalogue', () => {
  it('has the counts asked for and passes the import validation whole', () => {
    expect([catalogue.casinos.length, catalogue.bonuses.length, catalogue.locations.length]).toEqual([2000, 2000, 400]);
    // The validation fills defaults and rewrites addresses in place: check a copy.
    const result = validateCatalog(structuredClone(catalogue));
    expect(result.ok ? [] : result.errors.slice(0, 5)).toEqual([]);
  });

  it('gives the same bytes for the same seed and another catalogue for another seed', () => {
    expect(digest(generateCatalogue({ seed: 7, ...SIZE }))).toBe(digest(catalogue));
    expect(generateCatalogue({ seed: 8, ...SIZE }).casinos[20]!.name).not.toBe(catalogue.casinos[20]!.name);
  });

  it('names every casino once, its review reachable by the slug rule of its name', () => {
    const names = catalogue.casinos.map((casino) => casino.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(catalogue.casinos.map((casino) => casino.slug)).size).toBe(names.length);
    expect(new Set(catalogue.locations.map((location) => location.city)).size).toBe(400);
    const generated = catalogue.casinos.slice(13);
    expect(generated.filter((casino) => casinoSlug(casino.name) !== casino.slug)).toEqual([]);
    // Names with umlauts, as German brands have, so the rule's replacements are exercised.
    expect(generated.some((casino) => /[äöüß]/.test(casino.name))).toBe(true);
  });

  it('spreads ratings, founding years, licences and featured places as real catalogues do', () => {
    const ratings = catalogue.casinos.map((casino) => Number(casino.rating));
    expect(quantile(ratings, 0.25)).toBeGreaterThanOrEqual(7);
    expect(quantile(ratings, 0.75)).toBeLessThanOrEqual(9);
    expect(Math.min(...ratings)).toBeLessThan(6.5);
    const years = catalogue.casinos.map((casino) => casino.foundedYear!);
    expect(quantile(years, 0.5)).toBeGreaterThanOrEqual(2015);
    expect(Math.min(...years)).toBeLessThan(2002);
    const licensed = (id: string) => catalogue.casinos.filter((casino) => (casino.licences as string[]).includes(id)).length / 2000;
    expect(licensed('ggl')).toBeGreaterThan(0.1);
    expect(licensed('curacao')).toBeGreaterThan(0.2);
    // The editors' picks do not grow with the catalogue: the shipped ones stay the featured ones.
    const featured = (records: readonly { slug: string; featuredPosition?: number | null }[]) => records.filter((record) => record.featuredPosition != null).map((record) => record.slug);
    expect(featured(catalogue.casinos)).toEqual(featured(shippedCatalogue.casinos));
    expect(catalogue.casinos.every((casino) => casino.affiliateUrl.startsWith('https://'))).toBe(true);
    expect(new Set(catalogue.bonuses.map((bonus) => bonus.wagering)).size).toBeGreaterThan(5);
    expect(new Set(catalogue.bonuses.map((bonus) => bonus.casinoSlug)).size).toBeGreaterThan(500);
  });
});
