import { createQueryClient, type Language } from '@casino/shared';
import { prefetchLocation } from '../pages/location-page';

describe('what a city page asks the server for', () => {
  it('the city, its first 12 casinos and their bonuses: never the whole lists', async () => {
    const paths: string[] = [];
    const queryClient = createQueryClient(async (path) => {
      paths.push(path);
      if (path.startsWith('/api/casinos?')) return Array.from({ length: 12 }, (_, i) => ({ slug: `c${i + 1}` }));
      return path.startsWith('/api/locations/') ? { city: 'Köln', keyword: 'Online Casino', state: 'NRW' } : [];
    });
    await prefetchLocation({ params: { city: 'koeln', keyword: 'online-casino' }, search: new URLSearchParams(), language: 'de' as Language, queryClient });
    expect(paths.sort()).toEqual([
      '/api/bonuses?casinos=c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11,c12',
      '/api/casinos?limit=12',
      '/api/locations/koeln/online-casino',
    ]);
  });
});
