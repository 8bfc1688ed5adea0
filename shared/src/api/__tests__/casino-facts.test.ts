import type { Casino } from '../catalog-records';
import { casinoFacts } from '../casino-facts';

describe('casinoFacts', () => {
  const bare: Casino = { id: 1, slug: 'x', name: 'X', description: 'EN', descriptionDe: 'DE', bonus: 'B', bonusDe: 'BD', rating: '7.5', affiliateUrl: '/go/x', verifiedAt: '2026-11-01', licences: ['mga'], products: ['slots'], brandColor: '#123456' };

  it('fills the spec fallbacks for missing fields', () => {
    const facts = casinoFacts(bare, 'en');
    expect(facts).toMatchObject({ gamesCount: '1000+', withdrawalTime: '24–48 hours', licence: 'Malta (MGA)', priority: 1, foundedYear: 2020 });
    expect(facts.pros).toEqual(['Licensed and secure', 'Large game selection', 'Mobile optimized']);
    expect(facts.cons).toEqual(['Country restrictions', 'Wagering requirements apply']);
    expect(facts.paymentMethods).toEqual([]);
  });

  it('uses the German fields and lists in German', () => {
    const facts = casinoFacts({ ...bare, gamesCount: 3500, pros: { de: ['Schnell'], en: ['Fast'] } }, 'de');
    expect(facts).toMatchObject({ bonus: 'BD', description: 'DE', gamesCount: '3.500+', pros: ['Schnell'] });
  });
});
