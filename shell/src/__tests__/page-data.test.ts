import { createQueryClient, type Language } from '@casino/shared';
import { shellModule } from '../shell-routes';

async function asked(id: string, search = ''): Promise<string[]> {
  const paths: string[] = [];
  const queryClient = createQueryClient(async (path) => {
    paths.push(path);
    return [];
  });
  await shellModule.routes.find((route) => route.id === id)!.prefetch?.({ params: {}, search: new URLSearchParams(search), language: 'de' as Language, queryClient });
  return paths.sort();
}

describe('what a shell page asks the server for', () => {
  it('the home page: the featured lists and the five casinos of its top-5 table', async () => {
    expect(await asked('home')).toEqual(['/api/bonuses/featured', '/api/casinos/featured', '/api/casinos?limit=5']);
  });

  it('the bonus page: the three casinos of its offers, each with its offer', async () => {
    expect(await asked('bonuses')).toEqual(['/api/offers/leovegas', '/api/offers/sol', '/api/offers/starda']);
  });

  it('the comparison: one page of the featured ranking, or of the whole catalogue once filtered, never the whole list', async () => {
    expect(await asked('comparison')).toEqual(['/api/casino-list?list=featured', '/api/payment-methods']);
    expect(await asked('comparison', 'seite=2')).toEqual(['/api/casino-list?list=featured&page=2', '/api/payment-methods']);
    expect(await asked('comparison', 'lizenz=de&zahlung=PayPal&seite=3')).toEqual(['/api/casino-list?licence=de&payment=PayPal&page=3', '/api/payment-methods']);
  });
});
