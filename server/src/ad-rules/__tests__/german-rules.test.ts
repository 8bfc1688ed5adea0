import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { ProductId } from '@casino/shared';
import { parseDailyWindow } from '../../core/daily-window';
import { GermanRules, type WhitelistVerdicts } from '../german-rules';

const at = (iso: string) => Date.parse(iso);
const LAW = parseDailyWindow('06:00-21:00', 'Europe/Berlin');

/** A whitelist that permits every casino but those named, as the record would say. */
const permittingAllBut = (refused: Record<string, string> = {}): WhitelistVerdicts => ({
  version: 'test',
  changesAround: () => ({ passed: 0, next: null }),
  verdict: ({ slug }) => (slug in refused ? { permitted: false, reason: refused[slug]! } : { permitted: true }),
});
const casino = (slug: string, products: ProductId[]) => ({ slug, licences: ['ggl'], products, affiliateUrl: `https://${slug}.example/` });
const CASINOS = [casino('slots-site', ['slots']), casino('table-games', ['casino', 'sports']), casino('poker-room', ['poker']), casino('sportsbook', ['sports']), casino('lotto', ['lottery'])];

describe('the German rules on calls to action', () => {
  it('withholds, in the quiet hours, every casino offering slots, casino games or poker, and no other', () => {
    const rules = new GermanRules(LAW, permittingAllBut());
    const quiet = rules.decide(CASINOS, at('2026-11-28T12:00:00Z'));
    expect(Object.fromEntries(quiet.withheld)).toEqual({ 'slots-site': ['quiet-hours'], 'table-games': ['quiet-hours'], 'poker-room': ['quiet-hours'] });
    expect(quiet.quietHours).toEqual({ from: '06:00', until: '21:00', now: true });
    const evening = rules.decide(CASINOS, at('2026-11-28T20:30:00Z'));
    expect(evening.withheld.size).toBe(0);
    expect(evening.quietHours?.now).toBe(false);
  });

  it('names the quiet hours\' edges as the moments the decision changes, in German time', () => {
    const rules = new GermanRules(LAW, permittingAllBut());
    // 28 November: winter, 06:00 is 05:00 UTC and 21:00 is 20:00 UTC.
    expect(rules.decide(CASINOS, at('2026-11-28T12:00:00Z'))).toMatchObject({ passed: at('2026-11-28T05:00:00Z'), next: at('2026-11-28T20:00:00Z') });
    expect(rules.decide(CASINOS, at('2026-11-28T22:00:00Z'))).toMatchObject({ passed: at('2026-11-28T20:00:00Z'), next: at('2026-11-29T05:00:00Z') });
  });

  it('withholds a casino the whitelist does not permit at any hour, with the reason in words', () => {
    const rules = new GermanRules(LAW, permittingAllBut({ sportsbook: 'host bet.example belongs to no listed operator' }));
    const evening = rules.decide(CASINOS, at('2026-11-28T22:00:00Z'));
    expect(Object.fromEntries(evening.withheld)).toEqual({ sportsbook: ['whitelist'] });
    expect(rules.detailOf('sportsbook')).toBe('host bet.example belongs to no listed operator');
    expect(rules.detailOf('lotto')).toBeNull();
    const day = new GermanRules(LAW, permittingAllBut({ 'slots-site': 'not permitted for slots' })).decide(CASINOS, at('2026-11-28T12:00:00Z'));
    expect(day.withheld.get('slots-site')).toEqual(['quiet-hours', 'whitelist']);
  });
});
