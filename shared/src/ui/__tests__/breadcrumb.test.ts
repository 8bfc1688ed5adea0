import { breadcrumbJsonLd } from '../breadcrumb';

describe('breadcrumbJsonLd', () => {
  it('names a crumb without the soft hyphens that let its title break on screen', () => {
    const data = breadcrumbJsonLd([{ label: 'Startseite', to: '/' }, { label: 'Datenschutz\u00ADerklärung' }], 'https://example.test', '/privacy');
    expect(data.itemListElement.map((item) => item.name)).toEqual(['Startseite', 'Datenschutzerklärung']);
  });
});
