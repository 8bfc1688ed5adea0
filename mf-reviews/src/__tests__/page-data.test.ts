import { createQueryClient, type Language, type RouteModule } from '@casino/shared';
import { routes } from '../expose';

/** The API paths a route's server render asks for (the answers' contents do not matter to it). */
async function asked(route: RouteModule, params: Record<string, string> = {}, search = ''): Promise<string[]> {
  const paths: string[] = [];
  const casino = { slug: 'stake', name: 'Stake' };
  const queryClient = createQueryClient(async (path) => {
    paths.push(path);
    return path.startsWith('/api/offers/') ? { casino, bonus: null } : path.startsWith('/api/casinos/') ? casino : [casino];
  });
  await route.prefetch?.({ params, search: new URLSearchParams(search), language: 'de' as Language, queryClient });
  return paths;
}

const route = (id: string) => routes.find((candidate) => candidate.id === id)!;

describe('what a review page asks the server for', () => {
  it('a written review: its casino with its offer, never the whole list', async () => {
    expect(await asked(route('review-stake'))).toEqual(['/api/offers/stake']);
    expect(await asked(route('review-drueckglueck'))).toEqual(['/api/offers/drueckglueck']);
    expect(await asked(route('review-bet-at-home'))).toEqual(['/api/offers/bet-at-home']);
  });

  it('a generic review: the casino of its slug, by the spec\'s rule on the server', async () => {
    expect(await asked(route('review'), { slug: 'sol-casino' })).toEqual(['/api/casinos/sol-casino']);
  });

  it('the index: the page of casinos its address names, or what a search finds, never the whole list', async () => {
    expect(await asked(route('reviews-index'))).toEqual(['/api/casino-list', '/api/payment-methods', '/api/casino-count']);
    expect(await asked(route('reviews-index'), {}, 'seite=4&bewertung=9')).toEqual(['/api/casino-list?minRating=9&page=4', '/api/payment-methods', '/api/casino-count']);
    expect(await asked(route('reviews-index'), {}, 'suche=leo%20%20vegs%20')).toEqual(['/api/casino-search?q=leo%20vegs&limit=20', '/api/casino-count']);
  });
});
