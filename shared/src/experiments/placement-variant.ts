import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/language';
import { useLanguage } from '../i18n/language-context';
import { useLocation } from '../routing/router';

/** The toplist orders an experiment may try (the catalogue's order is the default). */
export const TOPLIST_ORDERS = ['rating', 'payout', 'trust'] as const;
export type ToplistOrder = (typeof TOPLIST_ORDERS)[number];

/** Where a toplist row's play button sits: after the casino's facts (the default) or right after its name. */
export const BUTTON_PLACES = ['end', 'start'] as const;
export type ButtonPlace = (typeof BUTTON_PLACES)[number];

/**
 * The variant of a page's placement a visitor is shown while an experiment runs on the page:
 * what it changes, each absent where the variant keeps the page as it is. The server decides it
 * from the visitor's release group (the cohort a shared cache keeps the page under), never the
 * browser.
 */
export interface PlacementVariant {
  /** The experiment, by its number, and the variant's key in it ('a' is the control). */
  experiment: number;
  variant: string;
  /** The page's language as the experiment is for it: the home page at / is English too for a visitor who chose English, and then shows no variant. */
  language: Language;
  /** The play buttons' text on the page. */
  label?: string;
  /** The home toplist's order. */
  order?: ToplistOrder;
  /** The home toplist's play button's place in its row. */
  button?: ButtonPlace;
}

/** The variants a visitor is shown, by page path: every running experiment's, so a visitor's next page needs no request. */
export type PlacementVariants = Readonly<Record<string, PlacementVariant>>;

/**
 * The visitor's variants travel in the page's query state: the server puts them into the
 * query cache before it renders, the browser hydrates the same, and a page drawn in the browser
 * later reads them there. Never fetched (`enabled: false`), so asking every query again at an
 * advertising edge leaves them, and never dropped from the cache. A page without them (a crawler,
 * no experiment) is the page as it is.
 */
export const placementVariantsKey = ['placement-variants'] as const;
export const placementVariantsQuery = () =>
  queryOptions<PlacementVariants>({ queryKey: placementVariantsKey, queryFn: () => ({}), enabled: false, gcTime: Infinity, staleTime: Infinity });

/** The variant of the current page's placement this visitor is shown; null without one. */
export function usePlacementVariant(): PlacementVariant | null {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const { data } = useQuery(placementVariantsQuery());
  const variant = data?.[pathname];
  return variant && variant.language === language ? variant : null;
}

/** How a play link names the variant it was shown in (`&xp=7-b`): the server counts the click for it only when the visitor's own cookies say the same. */
export const shownVariant = (variant: PlacementVariant) => `${variant.experiment}-${variant.variant}`;
