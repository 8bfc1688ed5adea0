import { screen, within } from '@testing-library/react';
import type { Casino } from '@casino/shared';
import { casinoRecord, renderInSite } from '@casino/shared/test-kit';
import { GenericReviewPage } from '../pages/generic-review-page';
import { ReviewsIndexPage } from '../pages/reviews-index-page';
import { routes } from '../expose';

const casinos: Casino[] = [
  casinoRecord(1, { slug: 'wunder', name: 'Wunder Casino', description: 'A casino', descriptionDe: 'Ein Casino', bonus: '€100', bonusDe: '100 €', rating: '8.4', pros: { de: ['a', 'b', 'c', 'd'], en: ['A', 'B', 'C', 'D'] } }),
  casinoRecord(2, { slug: 'glueck', name: 'Glück Palast', description: 'Another', descriptionDe: 'Noch eins', bonus: '€50', bonusDe: '50 €', rating: '7.0' }),
];

/** With the catalogue's casinos already there (as after server rendering), or with the list still loading. */
const renderPage = (element: React.ReactElement, data: Casino[] | 'pending', language: 'de' | 'en' = 'en') =>
  renderInSite(element, { language, data: data === 'pending' ? {} : { '/api/casinos': data, '/api/bonuses': [] } });

describe('reviews index', () => {
  it('shows Loading... while the list loads, and 28 on the comparison button', () => {
    renderPage(<ReviewsIndexPage />, 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Compare all 28 casinos' })).toBeInTheDocument();
  });

  it('lists the casinos in order with rank, rating, bonus, three highlights and links', () => {
    renderPage(<ReviewsIndexPage />, casinos, 'de');
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('#1');
    expect(cards[0]).toHaveTextContent('Wunder Casino');
    expect(cards[0]).toHaveTextContent('8,4/10');
    expect(cards[0]).toHaveTextContent('100 €');
    expect(within(cards[0]!).getByRole('list', { name: 'Highlights' }).querySelectorAll('li')).toHaveLength(3);
    expect(within(cards[0]!).getByRole('list', { name: 'Lizenzen' })).toHaveTextContent('Lizenz: Curaçao');
    expect(screen.getByRole('link', { name: 'Testbericht lesen: Glück Palast' })).toHaveAttribute('href', '/reviews/glueck-palast');
    expect(screen.getAllByRole('link', { name: 'Spielen' })[0]).toHaveAttribute('href', '/go/wunder?from=%2F&pos=1');
    expect(screen.getByRole('link', { name: 'Alle 2 Casinos vergleichen' })).toBeInTheDocument();
  });
});

describe('reviews index with more casinos than fit a page', () => {
  const many = Array.from({ length: 40 }, (_, index) =>
    casinoRecord(index + 1, { slug: `casino-${index + 1}`, name: `Casino ${index + 1}`, rating: index % 2 ? '9.5' : '8.0', licences: index % 3 ? ['curacao'] : ['ggl'] }),
  );
  const at = (path: string, language: 'de' | 'en' = 'de') => renderInSite(<ReviewsIndexPage />, { language, path, data: { '/api/casinos': many, '/api/bonuses': [] } });

  it('shows a page of cards ranked from where the page starts, and links every other page by its address', async () => {
    at('/reviews?seite=2');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(many.slice(15, 30).map((casino) => casino.name));
    expect(cards[0]).toHaveTextContent('#16');
    const pager = screen.getByRole('navigation', { name: 'Seiten der Liste' });
    expect(within(pager).getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/reviews');
    expect(within(pager).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/reviews?seite=3');
    expect(screen.getByRole('status')).toHaveTextContent('Seite 2 von 3');
    expect(screen.getByRole('link', { name: 'Alle 40 Casinos vergleichen' })).toBeInTheDocument();
  });

  it('keeps the filters in the page links, and offers the filters in the page language', async () => {
    at('/en/reviews?bewertung=9.5', 'en');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(15);
    for (const card of cards) expect(card).toHaveTextContent('9.5/10');
    expect(within(screen.getByRole('navigation', { name: 'List pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/reviews?bewertung=9.5&seite=2');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('9.5');
  });

  it('shows no pager when the list fits one page', () => {
    renderPage(<ReviewsIndexPage />, casinos, 'de');
    expect(screen.queryByRole('navigation', { name: 'Seiten der Liste' })).not.toBeInTheDocument();
  });
});

describe('reviews index search', () => {
  it('shows what the search found, without ranks, with a way back to the whole list', async () => {
    const found = [casinos[1]!];
    renderInSite(<ReviewsIndexPage />, { language: 'de', path: '/reviews?suche=gl%C3%BCck', data: { '/api/casinos': casinos, '/api/bonuses': [], '/api/casino-search?q=gl%C3%BCck&limit=20': found } });
    expect(screen.getByRole('status')).toHaveTextContent('1 Treffer für „glück“');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Glück Palast');
    expect(card).not.toHaveTextContent('#');
    expect(screen.getByRole('combobox', { name: 'Casino suchen' })).toHaveValue('glück');
    expect(screen.getByRole('link', { name: 'Alle Casinos zeigen' })).toHaveAttribute('href', '/reviews');
  });

  it('says so when no casino has a name like the term', () => {
    renderInSite(<ReviewsIndexPage />, { language: 'en', path: '/en/reviews?suche=zzz', data: { '/api/casinos': casinos, '/api/casino-search?q=zzz&limit=20': [] } });
    expect(screen.getByRole('status')).toHaveTextContent('No casino has a name like “zzz”.');
  });
});

describe('generic review', () => {
  it('finds the casino by the slug of its name, with fallbacks', () => {
    renderPage(<GenericReviewPage params={{ slug: 'glueck-palast' }} />, casinos);
    expect(screen.getByRole('heading', { level: 1, name: 'Glück Palast' })).toBeInTheDocument();
    expect(screen.getByText('1000+')).toBeInTheDocument();
    expect(screen.getByText('Standard payment methods available')).toBeInTheDocument();
    expect(screen.getByText('#1 Recommended')).toBeInTheDocument();
    expect(screen.getByText('18+ | T&C Apply | Play responsibly')).toBeInTheDocument();
  });

  it('says Casino Not Found with a Go Back button for an unknown slug', async () => {
    renderPage(<GenericReviewPage params={{ slug: 'nowhere' }} />, casinos, 'de');
    expect(await screen.findByRole('heading', { name: 'Casino nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Das gesuchte Casino-Review konnte nicht gefunden werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });

  it('shows Loading... while the list loads', () => {
    renderPage(<GenericReviewPage params={{ slug: 'x' }} />, 'pending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('written review', () => {
  const sol: Casino = { ...casinos[0]!, id: 3, slug: 'sol', name: 'Sol Casino', rating: '7.3', verifiedAt: '2026-10-05' };
  const renderReview = async (id: string, data: Casino[]) => {
    const route = routes.find((candidate) => candidate.id === id)!;
    await route.preload?.();
    renderPage(<route.Component params={{}} />, data, 'de');
  };
  const renderSolReview = (data: Casino[]) => renderReview('review-sol', data);

  it('shows the rating and verified date the catalogue holds, also where its text states the rating', async () => {
    await renderSolReview([sol]);
    expect(screen.getByText('7,3/10')).toBeInTheDocument();
    expect(screen.getByText(/erreicht in unserem Test 7,3 von 10 Punkten/)).toBeInTheDocument();
    expect(screen.getByText(/5\. Oktober 2026/)).toBeInTheDocument();
  });

  // Regression: the review counted eight cryptocurrencies, the catalogue four.
  it('counts the cryptocurrencies of the catalogue\'s payment methods', async () => {
    await renderSolReview([{ ...sol, paymentMethods: ['Bitcoin', 'Ethereum', 'Tether (USDT)', 'Visa', 'Skrill'] }]);
    expect(screen.getAllByText(/3 Kryptowährungen/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/acht Kryptowährungen/i)).not.toBeInTheDocument();
    expect(screen.getByText('Kryptowährungen').nextSibling).toHaveTextContent('3');
  });

  it('writes the catalogue\'s games count, payout and offer where its text names them', async () => {
    await renderSolReview([{ ...sol, gamesCount: 4100, payoutPercentage: 97.1, bonusDe: '1.500 € + 150 Freispiele' }]);
    expect(screen.getByText('Spiele gesamt').nextSibling).toHaveTextContent('4.100+');
    expect(screen.getByText('Durchschnittlicher RTP').nextSibling).toHaveTextContent('97,1 %');
    expect(screen.getByText(/Über 4\.100 Spiele stehen bei Sol Casino bereit/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bonus und Aktionen' }).nextSibling).toHaveTextContent('1.500 € + 150 Freispiele');
    expect(screen.queryByText(/3\.200|98,2|2\.000 €/)).not.toBeInTheDocument();
  });

  it('writes the catalogue\'s withdrawal time, and a dash where the catalogue holds no figure', async () => {
    await renderReview('review-jet', [{ ...casinos[0]!, slug: 'jet', name: 'Jet Casino', withdrawalTime: '1-2h' }]);
    expect(screen.getByText('Auszahlungsdauer').nextSibling).toHaveTextContent(/^1–2 Stunden$/);
    expect(screen.getByText('Spiele gesamt').nextSibling).toHaveTextContent(/^–$/);
    expect(screen.getByText('Durchschnittlicher RTP').nextSibling).toHaveTextContent(/^–$/);
  });

  it('lists the crypto casino\'s coins from the catalogue\'s payment methods', async () => {
    await renderReview('review-stake', [{ ...casinos[0]!, slug: 'stake', name: 'Stake', paymentMethods: ['Bitcoin', 'Solana', 'Visa'] }]);
    const coins = screen.getByRole('heading', { name: 'Kryptowährungen' }).parentElement!.querySelectorAll('li');
    expect([...coins].map((coin) => coin.textContent)).toEqual(['Bitcoin', 'Solana']);
  });

  // Regression: reached by a link in the browser, the review said "–-facher Umsatz" until the bonus records arrived.
  it('waits for the bonus records before it states the wagering', async () => {
    const route = routes.find((candidate) => candidate.id === 'review-drueckglueck')!;
    await route.preload?.();
    const drueckglueck = { ...casinos[0]!, slug: 'drueckglueck', name: 'DrückGlück', licences: ['mga' as const] };
    renderInSite(<route.Component params={{}} />, { data: { '/api/casinos': [drueckglueck] } });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.queryByText(/–-facher/)).not.toBeInTheDocument();
  });

  it('says there is no welcome offer once the catalogue’s has ended, instead of the review’s own words on it', async () => {
    await renderSolReview([{ ...sol, bonus: null, bonusDe: null }]);
    const box = screen.getByRole('heading', { name: 'Bonus und Aktionen' }).parentElement!;
    expect(box.querySelector('h2')!.nextSibling).toHaveTextContent('Derzeit kein Willkommensangebot');
    expect(box).not.toHaveTextContent(/Willkommenspaket|Bonusbedingungen/);
    expect(screen.queryByRole('link', { name: /Bonus sichern|Bonus holen/i })).not.toBeInTheDocument();
  });

  it('leaves out a written review’s bonus details once the welcome offer has ended', async () => {
    const leovegas = { ...casinos[0]!, slug: 'leovegas', name: 'LeoVegas', licences: ['mga' as const] };
    await renderReview('review-leovegas', [leovegas]);
    const details = screen.getByRole('heading', { name: 'Das LeoVegas Willkommenspaket im Detail' }).parentElement!;
    expect(details.querySelector('table')).not.toBeNull();
    await renderReview('review-leovegas', [{ ...leovegas, bonus: null, bonusDe: null }]);
    const ended = screen.getAllByRole('heading', { name: 'Das LeoVegas Willkommenspaket im Detail' }).at(-1)!.parentElement!;
    expect(ended.querySelector('table')).toBeNull();
    expect(ended).toHaveTextContent('Derzeit kein Willkommensangebot');
  });

  it('is not found once the catalogue no longer holds its casino', async () => {
    await renderSolReview(casinos);
    expect(await screen.findByRole('heading', { name: 'Casino nicht gefunden' })).toBeInTheDocument();
  });
});
