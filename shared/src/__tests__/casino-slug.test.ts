import { casinoSlug } from '../casino-slug';

describe('casinoSlug', () => {
  it.each([
    ['Sol Casino', 'sol-casino'],
    ['DrückGlück', 'drueckglueck'],
    ['Spielbank Köln', 'spielbank-koeln'],
    ['Große Straße', 'grosse-strasse'],
    ['bet-at-home', 'bet-at-home'],
    ['Mr. Green!', 'mr-green'],
    ['Casino 777 & Co', 'casino-777--co'],
    ['ÜBER Ärger', 'ueber-aerger'],
  ])('%s -> %s', (name, slug) => {
    expect(casinoSlug(name)).toBe(slug);
  });
});
