import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlayLink, casinosQuery, type PrefetchContext } from '@casino/shared';

/** Every review page needs the casino list: it decides which play buttons may show. */
export const prefetchCasinos = ({ queryClient }: PrefetchContext) => queryClient.prefetchQuery(casinosQuery());

/**
 * A play button goes through the site's /go/ redirect, so it only shows for a casino that is
 * in the catalogue (with a stored affiliate URL); otherwise there is nothing honest to link to.
 */
export function ReviewPlayLink({ slug, position, children, variant }: { slug: string; position?: number; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  const { data } = useQuery(casinosQuery());
  if (!data?.some((casino) => casino.slug === slug)) return null;
  return (
    <PlayLink casinoSlug={slug} position={position} variant={variant}>
      {children}
    </PlayLink>
  );
}
