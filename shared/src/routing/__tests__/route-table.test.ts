import { reviewPathOf } from '../review-path';
import { localizePath, matchRoute, switchLanguagePath, type AppRoute } from '../route-table';

const routes: AppRoute[] = [
  { app: 'shell', id: 'home', path: '/' },
  { app: 'shell', id: 'comparison', path: { de: '/casino-vergleich', en: '/casino-comparison' } },
  { app: 'shell', id: 'bonuses', path: { de: '/beste-casino-boni', en: '/best-casino-bonuses' } },
  { app: 'shell', id: 'live', path: { de: '/live-casino-deutschland', en: '/live-casino-germany' } },
  { app: 'guides', id: 'guides-index', path: '/guides/' },
  { app: 'reviews', id: 'review-stake', path: '/reviews/stake' },
  { app: 'reviews', id: 'review', path: '/reviews/:slug' },
];

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('switchLanguagePath', () => {
  it('keeps the URL on the home path: only the stored language changes', () => {
    expect(switchLanguagePath(at('/'), 'en', routes)).toBe('/');
    expect(switchLanguagePath(at('/'), 'de', routes)).toBe('/');
  });

  it('leaves the English home for the German home', () => {
    expect(switchLanguagePath(at('/en'), 'de', routes)).toBe('/');
  });

  it.each([
    ['/casino-vergleich', '/en/casino-comparison'],
    ['/beste-casino-boni', '/en/best-casino-bonuses'],
    ['/live-casino-deutschland', '/en/live-casino-germany'],
  ])('swaps the translated slug pair %s <-> %s', (german, english) => {
    expect(switchLanguagePath(at(german), 'en', routes)).toBe(english);
    expect(switchLanguagePath(at(english), 'de', routes)).toBe(german);
  });

  it('adds and removes the /en prefix on a plain route', () => {
    expect(switchLanguagePath(at('/guides/'), 'en', routes)).toBe('/en/guides/');
    expect(switchLanguagePath(at('/en/guides/'), 'de', routes)).toBe('/guides/');
  });

  it('keeps the parameters of a parameterised route', () => {
    expect(switchLanguagePath(at('/reviews/drip'), 'en', routes)).toBe('/en/reviews/drip');
    expect(switchLanguagePath(at('/en/reviews/drip'), 'de', routes)).toBe('/reviews/drip');
  });

  it('adds and removes the prefix on a path no route knows', () => {
    expect(switchLanguagePath(at('/no-such-page'), 'en', routes)).toBe('/en/no-such-page');
    expect(switchLanguagePath(at('/en/no-such-page'), 'de', routes)).toBe('/no-such-page');
  });

  it('keeps the query and the hash, so a filtered list stays filtered', () => {
    expect(switchLanguagePath(at('/casino-vergleich', '?sort=rating', '#list'), 'en', routes)).toBe(
      '/en/casino-comparison?sort=rating#list',
    );
  });

  it('stays put when the page already is in the chosen language', () => {
    expect(switchLanguagePath(at('/en/guides/'), 'en', routes)).toBe('/en/guides/');
  });
});

describe('matchRoute', () => {
  it('tells the language from the /en prefix', () => {
    expect(matchRoute('/en/casino-comparison', routes)).toMatchObject({ language: 'en', route: { id: 'comparison' } });
    expect(matchRoute('/casino-vergleich', routes)).toMatchObject({ language: 'de', route: { id: 'comparison' } });
  });

  it('does not take an English slug without the prefix, nor a German one with it', () => {
    expect(matchRoute('/casino-comparison', routes)).toBeNull();
    expect(matchRoute('/en/casino-vergleich', routes)).toBeNull();
  });

  it('gives the parameters of the matched path', () => {
    expect(matchRoute('/reviews/fresh', routes)?.params).toEqual({ slug: 'fresh' });
  });

  it('matches with and without a trailing slash', () => {
    expect(matchRoute('/guides', routes)?.route.id).toBe('guides-index');
    expect(matchRoute('/en/guides/', routes)?.route.id).toBe('guides-index');
  });
});

describe('localizePath', () => {
  it('turns German site paths into the English form, slug pairs included', () => {
    expect(localizePath('/casino-vergleich', 'en', routes)).toBe('/en/casino-comparison');
    expect(localizePath('/', 'en', routes)).toBe('/en');
    expect(localizePath('/reviews/stake', 'en', routes)).toBe('/en/reviews/stake');
    expect(localizePath('/casino-vergleich?licence=de', 'en', routes)).toBe('/en/casino-comparison?licence=de');
    expect(localizePath('/casino-vergleich', 'de', routes)).toBe('/casino-vergleich');
  });
});

describe('reviewPathOf', () => {
  it('sends Full Review to the written review, and other casinos to their generic review', () => {
    const routes: AppRoute[] = [
      { app: 'reviews', id: 'review-drip', path: '/reviews/drip', casino: 'drip' },
      { app: 'reviews', id: 'review', path: '/reviews/:slug', sitemap: 'casinos' },
    ];
    expect(reviewPathOf({ slug: 'drip', name: 'Drip Casino' }, routes)).toBe('/reviews/drip');
    expect(reviewPathOf({ slug: 'sol', name: 'Sol Casino' }, routes)).toBe('/reviews/sol-casino');
  });
});
