import type { ReactNode } from 'react';
import { useLocation } from '../routing/router';
import { ButtonAnchor } from './button';

/**
 * The site's redirect for a casino: it records the click (which page, which slot) and
 * forwards to the casino's stored affiliate URL. The partner URL never appears in a page.
 */
export function affiliatePath(casinoSlug: string, from?: string, position?: number): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (position) query.set('pos', String(position));
  const search = query.toString();
  return `/go/${encodeURIComponent(casinoSlug)}${search ? `?${search}` : ''}`;
}

/**
 * Every play or claim button: opens the redirect in a new tab, marked sponsored, with no
 * opener and no referrer (spec §1). The source page travels in the link instead.
 */
export function PlayLink({
  casinoSlug,
  position,
  children,
  variant,
}: {
  casinoSlug: string;
  /** The casino's place in the list the button sits in. */
  position?: number;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const { pathname } = useLocation();
  return (
    <ButtonAnchor href={affiliatePath(casinoSlug, pathname, position)} target="_blank" rel="sponsored noopener noreferrer" $variant={variant}>
      {children}
    </ButtonAnchor>
  );
}
