import { createQueryClient, type Language, type RouteModule } from '@casino/shared';
import { routes } from '../expose';

/** The API paths a route's server render asks for (the answers' contents do not matter to it). */
async function asked(route: RouteModule, params: Record<string, string> = {}): Promise<string[]> {
  const paths: string[] = [];
  const casino = { slug: 'stake', name: 'Stake' };
  const queryClient = createQueryClient(async (path) => {
    paths.push(path);
    return path.startsWith('/api/offers/') ? { casino, bonus: null } : path.startsWith('/api/casinos/') ? casino : [casino];
  });
  await route.prefetch?.({ params, search: new URLSearchParams(), language: 'de' as Language, queryClient });
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

  it('the index: every casino, which it lists', async () => {
    expect(await asked(route('reviews-index'))).toEqual(['/api/casinos']);
  });
});
