import type { DictionaryKey } from '@casino/shared';

/** The navigation bar: two in-page sections of the home page, then two pages (German paths). */
export const NAV_SECTIONS: ReadonlyArray<{ id: string; label: DictionaryKey }> = [
  { id: 'casinos', label: 'nav.casinos' },
  { id: 'bonuses', label: 'nav.bonuses' },
];

export const NAV_PAGES: ReadonlyArray<{ path: string; label: DictionaryKey }> = [
  { path: '/reviews', label: 'nav.reviews' },
  { path: '/casino-vergleich', label: 'nav.comparison' },
];
