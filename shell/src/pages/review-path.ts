import { useCallback } from 'react';
import { reviewPathOf, useLocalizePath, useRouteTable, type Casino } from '@casino/shared';

/** A casino's review in the page's language, for cards and table rows that link to it (reviewPathOf on the site's route table). */
export function useReviewPath() {
  const routes = useRouteTable();
  const localize = useLocalizePath();
  return useCallback((casino: Pick<Casino, 'slug' | 'name'>) => localize(reviewPathOf(casino, routes)), [localize, routes]);
}
