import { fireEvent, screen, within } from '@testing-library/react';
import type { Bonus } from '@casino/shared';
import { casinoRecord, renderInSite } from '@casino/shared/test-kit';
import { FeaturedBonuses } from '../pages/home/featured-bonuses';
import { FeaturedCasinos } from '../pages/home/featured-casinos';
import { TopFiveTable } from '../pages/home/top-five-table';
import { homeContent } from '../content/home';

describe('home sections', () => {
  it('shows three casino skeletons and two large bonus skeletons while loading', () => {
    const { container } = renderInSite(
      <>
        <FeaturedCasinos />
        <FeaturedBonuses promo={homeContent.text.de.promo} />
      </>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  });

  it('says so when there are no casinos or bonuses', () => {
    renderInSite(
      <>
        <FeaturedCasinos />
        <FeaturedBonuses promo={homeContent.text.en.promo} />
      </>,
      { data: { '/api/casinos/featured': [], '/api/bonuses/featured': [] }, language: 'en' },
    );
    expect(screen.getByText('No casinos are available right now.')).toBeInTheDocument();
    expect(screen.getByText('No bonuses are available right now.')).toBeInTheDocument();
  });

  it('shows featured casinos with their rating to the half star', () => {
    const { container } = renderInSite(<FeaturedCasinos />, { data: { '/api/casinos/featured': [casinoRecord(1, { rating: '8.9' })] } });
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Jetzt spielen' })).toHaveAttribute('target', '_blank');
  });

  it('logs and hides a casino image that fails to load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInSite(<FeaturedCasinos />, { data: { '/api/casinos/featured': [casinoRecord(1, { imageUrl: '/broken.png' })] } });
    fireEvent.error(screen.getByRole('img', { name: 'Casino 1' }));
    expect(screen.queryByRole('img', { name: 'Casino 1' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken.png'));
    warn.mockRestore();
  });

  it('shows German bonus fields in German', () => {
    const bonus: Bonus = { id: 1, title: 'Big', titleDe: 'Groß', description: 'D', descriptionDe: 'B', amountEuros: 1000, freeSpins: 50, terms: 'T', termsDe: 'AGB', buttonText: 'Claim', buttonTextDe: 'Sichern', casinoSlug: 'c1', affiliateUrl: '/go/c1', verifiedAt: '2026-11-01' };
    renderInSite(<FeaturedBonuses promo={homeContent.text.de.promo} />, { data: { '/api/bonuses/featured': [bonus] } });
    expect(screen.getByRole('heading', { name: 'Groß' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sichern' })).toHaveAttribute('href', '/go/c1?from=%2F&pos=1');
    expect(screen.getByRole('link', { name: homeContent.text.de.promo.button })).toHaveAttribute('href', '/beste-casino-boni');
  });

  // Regression: the wagering stood in each bonus's free-text terms, so a page could state another.
  it('writes a bonus\'s wagering from its record, in the page language', () => {
    const bonus: Bonus = { id: 1, title: 'Big', titleDe: 'Groß', description: 'D', descriptionDe: 'B', amountEuros: 1000, freeSpins: 50, wagering: 40, terms: '18+ | T&Cs apply', termsDe: '18+ | Es gelten die AGB', buttonText: 'Claim', buttonTextDe: 'Sichern', casinoSlug: 'c1', affiliateUrl: '/go/c1', verifiedAt: '2026-11-01' };
    renderInSite(<FeaturedBonuses promo={homeContent.text.de.promo} />, { data: { '/api/bonuses/featured': [bonus] } });
    expect(screen.getByRole('article')).toHaveTextContent('40-facher Umsatz | 18+ | Es gelten die AGB');
  });

  it('fills the top-5 table from the first five casinos, free spins defaulting to 0', () => {
    const list = Array.from({ length: 7 }, (_, i) => casinoRecord(i + 1, { freeSpins: i === 0 ? '200' : null }));
    renderInSite(<TopFiveTable caption="Top" />, { data: { '/api/casinos': list }, language: 'en' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('200');
    // The free spins cell also carries its label for a phone's card, hidden from screen readers.
    expect(rows[1]).toHaveTextContent(/Casino 2€200\s*Free spins\s*0/);
    expect(within(rows[1]!).getByText('Free spins')).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes the top-5 table\'s free spins in the page\'s number format', () => {
    renderInSite(<TopFiveTable caption="Top" />, { data: { '/api/casinos': [casinoRecord(1, { freeSpins: '1000' })] }, language: 'de' });
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/Freispiele\s*1\.000/);
  });
});
