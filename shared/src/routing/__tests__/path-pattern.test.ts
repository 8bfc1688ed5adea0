import { fillPattern, matchPattern } from '../path-pattern';
import { parseLocation } from '../router';

describe('matchPattern', () => {
  it('matches literal paths with or without a trailing slash, in any case', () => {
    expect(matchPattern('/guides/', '/guides')).toEqual({});
    expect(matchPattern('/guides/', '/guides/')).toEqual({});
    expect(matchPattern('/about', '/About')).toEqual({});
    expect(matchPattern('/about', '/about/us')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/x')).toBeNull();
  });

  it('reads and decodes parameters', () => {
    expect(matchPattern('/locations/:city/:keyword', '/locations/k%C3%B6ln/online-casino')).toEqual({ city: 'köln', keyword: 'online-casino' });
  });

  it('keeps a malformed escape as sent instead of failing', () => {
    expect(matchPattern('/reviews/:slug', '/reviews/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
  });

  it('does not let a parameter span segments', () => {
    expect(matchPattern('/reviews/:slug', '/reviews/a/b')).toBeNull();
  });
});

describe('fillPattern', () => {
  it('fills and encodes parameters and keeps the trailing slash', () => {
    expect(fillPattern('/reviews/:slug', { slug: 'bet at home' })).toBe('/reviews/bet%20at%20home');
    expect(fillPattern('/en/guides/')).toBe('/en/guides/');
    expect(fillPattern('/')).toBe('/');
  });
});

describe('parseLocation', () => {
  it('keeps any path a path, even one that looks like a host', () => {
    expect(parseLocation('//evil.example/x?a=1#top')).toEqual({ pathname: '//evil.example/x', search: '?a=1', hash: '#top', state: null });
    expect(parseLocation('/reviews/stake')).toMatchObject({ pathname: '/reviews/stake', search: '', hash: '' });
  });
});
