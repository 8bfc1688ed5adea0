import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LanguageProvider, MemoryRouter, createQueryClient, type Bonus, type Casino } from '@casino/shared';
import { FeaturedBonuses } from '../pages/home/featured-bonuses';
import { FeaturedCasinos } from '../pages/home/featured-casinos';
import { TopFiveTable } from '../pages/home/top-five-table';
import { homeContent } from '../content/home';

const casino = (i: number, fields: Partial<Casino> = {}): Casino => ({
  id: i, slug: `c${i}`, name: `Casino ${i}`, description: '', descriptionDe: '', bonus: `€${i}00`, bonusDe: `${i}00 €`, rating: '8.5', affiliateUrl: `/go/c${i}`, verifiedAt: '2026-11-01', licences: ['curacao'], brandColor: '#123456', ...fields,
});

function renderWith(element: React.ReactElement, data: Record<string, unknown> = {}, language: 'de' | 'en' = 'de') {
  const client = createQueryClient(() => new Promise(() => undefined));
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LanguageProvider value={{ language, switchLanguage: () => undefined }}>{element}</LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('home sections', () => {
  it('shows three casino skeletons and two large bonus skeletons while loading', () => {
    const { container } = renderWith(
      <>
        <FeaturedCasinos />
        <FeaturedBonuses promo={homeContent.text.de.promo} />
      </>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  });

  it('says so when there are no casinos or bonuses', () => {
    renderWith(
      <>
        <FeaturedCasinos />
        <FeaturedBonuses promo={homeContent.text.en.promo} />
      </>,
      { '/api/casinos/featured': [], '/api/bonuses/featured': [] },
      'en',
    );
    expect(screen.getByText('No casinos are available right now.')).toBeInTheDocument();
    expect(screen.getByText('No bonuses are available right now.')).toBeInTheDocument();
  });

  it('shows featured casinos with their rating to the half star', () => {
    const { container } = renderWith(<FeaturedCasinos />, { '/api/casinos/featured': [casino(1, { rating: '8.9' })] });
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Jetzt spielen' })).toHaveAttribute('target', '_blank');
  });

  it('logs and hides a casino image that fails to load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWith(<FeaturedCasinos />, { '/api/casinos/featured': [casino(1, { imageUrl: '/broken.png' })] });
    fireEvent.error(screen.getByRole('img', { name: 'Casino 1' }));
    expect(screen.queryByRole('img', { name: 'Casino 1' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken.png'));
    warn.mockRestore();
  });

  it('shows German bonus fields in German', () => {
    const bonus: Bonus = { id: 1, title: 'Big', titleDe: 'Groß', description: 'D', descriptionDe: 'B', amountEuros: 1000, freeSpins: 50, terms: 'T', termsDe: 'AGB', buttonText: 'Claim', buttonTextDe: 'Sichern', casinoSlug: 'c1', affiliateUrl: '/go/c1', verifiedAt: '2026-11-01' };
    renderWith(<FeaturedBonuses promo={homeContent.text.de.promo} />, { '/api/bonuses/featured': [bonus] });
    expect(screen.getByRole('heading', { name: 'Groß' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sichern' })).toHaveAttribute('href', '/go/c1?from=%2F&pos=1');
    expect(screen.getByRole('link', { name: homeContent.text.de.promo.button })).toHaveAttribute('href', '/beste-casino-boni');
  });

  // Regression: the wagering stood in each bonus's free-text terms, so a page could state another.
  it('writes a bonus\'s wagering from its record, in the page language', () => {
    const bonus: Bonus = { id: 1, title: 'Big', titleDe: 'Groß', description: 'D', descriptionDe: 'B', amountEuros: 1000, freeSpins: 50, wagering: 40, terms: '18+ | T&Cs apply', termsDe: '18+ | Es gelten die AGB', buttonText: 'Claim', buttonTextDe: 'Sichern', casinoSlug: 'c1', affiliateUrl: '/go/c1', verifiedAt: '2026-11-01' };
    renderWith(<FeaturedBonuses promo={homeContent.text.de.promo} />, { '/api/bonuses/featured': [bonus] });
    expect(screen.getByRole('article')).toHaveTextContent('40-facher Umsatz | 18+ | Es gelten die AGB');
  });

  it('fills the top-5 table from the first five casinos, free spins defaulting to 0', () => {
    const list = Array.from({ length: 7 }, (_, i) => casino(i + 1, { freeSpins: i === 0 ? '200' : null }));
    renderWith(<TopFiveTable caption="Top" />, { '/api/casinos': list }, 'en');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('200');
    // The free spins cell also carries its label for a phone's card, hidden from screen readers.
    expect(rows[1]).toHaveTextContent(/Casino 2€200\s*Free spins\s*0/);
    expect(within(rows[1]!).getByText('Free spins')).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes the top-5 table\'s free spins in the page\'s number format', () => {
    renderWith(<TopFiveTable caption="Top" />, { '/api/casinos': [casino(1, { freeSpins: '1000' })] }, 'de');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/Freispiele\s*1\.000/);
  });
});
