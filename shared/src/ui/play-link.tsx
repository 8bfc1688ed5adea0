import type { ReactNode } from 'react';
import { useLocation } from '../routing/router';
import { useCallsToAction } from '../advertising/calls-to-action';
import { shownVariant, usePlacementVariant } from '../experiments/placement-variant';
import { ButtonAnchor } from './button';

/**
 * A record's play link with the click's context: the site's redirect (the record's
 * `affiliateUrl`, /go/{slug}) records which page and which slot, then forwards to the
 * casino's stored affiliate URL. The partner URL never appears in a page.
 */
export function playHref(affiliateUrl: string, from?: string, position?: number, shown?: string): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (position) query.set('pos', String(position));
  if (shown) query.set('xp', shown);
  const search = query.toString();
  return `${affiliateUrl}${search ? `?${search}` : ''}`;
}

/**
 * Every play or claim button: opens the redirect in a new tab, marked sponsored, with no
 * opener and no referrer (spec §1). The source page travels in the link instead. It shows
 * only when the catalogue gives the casino a play link: the API leaves it out for a casino
 * the site does not link to (the operator's licence setting, the German advertising rules),
 * and then there is no button; nor while the page waits for its lists after a change of them
 * on their own (see CallsToActionProvider). An experiment on the page may give its buttons
 * another text (see placement-variant.ts).
 */
export function PlayLink({
  href,
  position,
  children,
  variant,
}: {
  /** The record's `affiliateUrl`; null or absent shows nothing. */
  href: string | null | undefined;
  /** The casino's place in the list the button sits in. */
  position?: number;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const { pathname } = useLocation();
  const { current } = useCallsToAction();
  const shown = usePlacementVariant();
  if (!href || !current) return null;
  return (
    <ButtonAnchor href={playHref(href, pathname, position, shown ? shownVariant(shown) : undefined)} target="_blank" rel="sponsored noopener noreferrer" $variant={variant}>
      {shown?.label ?? children}
    </ButtonAnchor>
  );
}
