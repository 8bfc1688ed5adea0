import { createQueryClient, type Language } from '@casino/shared';
import { shellModule } from '../shell-routes';

async function asked(id: string): Promise<string[]> {
  const paths: string[] = [];
  const queryClient = createQueryClient(async (path) => {
    paths.push(path);
    return [];
  });
  await shellModule.routes.find((route) => route.id === id)!.prefetch?.({ params: {}, search: new URLSearchParams(), language: 'de' as Language, queryClient });
  return paths.sort();
}

describe('what a shell page asks the server for', () => {
  it('the home page: the featured lists and the five casinos of its top-5 table', async () => {
    expect(await asked('home')).toEqual(['/api/bonuses/featured', '/api/casinos/featured', '/api/casinos?limit=5']);
  });

  it('the bonus page: the three casinos of its offers, each with its offer', async () => {
    expect(await asked('bonuses')).toEqual(['/api/offers/leovegas', '/api/offers/sol', '/api/offers/starda']);
  });

  it('the comparison: the featured ranking and every casino, which its table lists', async () => {
    expect(await asked('comparison')).toEqual(['/api/casinos', '/api/casinos/featured']);
  });
});
