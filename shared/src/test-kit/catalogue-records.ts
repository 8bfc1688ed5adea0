import type { Bonus, Casino } from '@casino/shared';

/**
 * A casino record as the catalogue API answers it, numbered `n` (slug `c<n>`, name `Casino <n>`),
 * with what a test cares about in `fields`.
 */
export function casinoRecord(n: number, fields: Partial<Casino> = {}): Casino {
  const slug = fields.slug ?? `c${n}`;
  return {
    id: n, slug, name: `Casino ${n}`, description: '', descriptionDe: '', bonus: `€${n}00`, bonusDe: `${n}00 €`, rating: '8.5',
    affiliateUrl: `/go/${slug}`, verifiedAt: '2026-11-01', licences: ['curacao'], products: ['slots', 'casino'], brandColor: '#123456', ...fields,
  };
}

/** A bonus record of the casino `casinoSlug`, numbered `n`, with what a test cares about in `fields`. */
export function bonusRecord(n: number, casinoSlug: string, fields: Partial<Bonus> = {}): Bonus {
  return {
    id: n, casinoSlug, amountEuros: 100, freeSpins: 0, wagering: 35, validityDays: 30, title: '', titleDe: '', description: '', descriptionDe: '',
    terms: '', termsDe: '', buttonText: '', buttonTextDe: '', affiliateUrl: `/go/${casinoSlug}`, verifiedAt: '2026-11-01', ...fields,
  };
}
