import { screen, within } from '@testing-library/react';
import { CasinoFiltersForm, readFilters, type Language } from '@casino/shared';
import { bonusRecord, casinoRecord, renderInSite } from '@casino/shared/test-kit';
import { BonusPage } from '../pages/bonuses/bonus-page';
import { LiveCasinoPage } from '../pages/live-casino-page';

/** The catalogue's records of the bonus page's casinos: their names, bonus types and ratings are the catalogue's. */
const catalogue = [
  ['sol', 'Sol Casino', '9.6', 'Welcome Package', 'Willkommenspaket'],
  ['starda', 'Starda Casino', '9.0', 'Welcome Package', 'Willkommenspaket'],
  ['leovegas', 'LeoVegas', '9.1', 'Welcome Bonus', 'Willkommensbonus'],
].map(([slug, name, rating, bonusType, bonusTypeDe], index) => casinoRecord(index + 1, { slug, name, rating, bonus: '', bonusDe: '', bonusType, bonusTypeDe }));

/** The catalogue's offers of those casinos: their amounts, wagering and validity are the records'. */
const offers = ([['sol', 2000, 300, 35, 30], ['starda', 2500, 300, 35, 21], ['leovegas', 1000, 300, 35, 30]] as const).map(([casinoSlug, amountEuros, freeSpins, wagering, validityDays], index) =>
  bonusRecord(index + 1, casinoSlug, { amountEuros, freeSpins, wagering, validityDays }),
);

const renderIn = (language: Language, element: React.ReactElement) => renderInSite(element, { language, data: { '/api/casinos': catalogue, '/api/bonuses': offers } });

/** Intl separates a number from its unit by a no-break space; the tests read it as a plain one. */
const text = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');

// The facts are written once; each language's page writes them in its own formats.
describe('facts in the page language', () => {
  it('writes the live casino providers in German formats on the German page', () => {
    renderIn('de', <LiveCasinoPage />);
    const evolution = text(screen.getByRole('heading', { name: 'Evolution' }).closest('article')!);
    expect(evolution).toContain('Deutsch, Englisch, Italienisch, Spanisch, Französisch');
    expect(evolution).toContain('0,50 € – 25.000 €');
    expect(evolution).toContain('19:00–23:00 Uhr');
    expect(evolution).toContain('9,6/10');
    expect(evolution).toContain('95 %');
  });

  it('writes them in English formats on the English page', () => {
    renderIn('en', <LiveCasinoPage />);
    const pragmatic = text(screen.getByRole('heading', { name: 'Pragmatic Play Live' }).closest('article')!);
    expect(pragmatic).toContain('German, English, Italian, Turkish');
    expect(pragmatic).toContain('€0.10 – €10,000');
    expect(pragmatic).toContain('8pm–midnight');
    expect(pragmatic).toContain('9.2/10');
  });

  it('writes each bonus offer\'s amount, wagering and validity in the page language', () => {
    renderIn('de', <BonusPage />);
    const sol = text(screen.getByRole('heading', { name: 'Sol Casino' }).closest('article')!);
    expect(sol).toContain('2.000 € + 300 Freispiele');
    expect(sol).toContain('35x');
    expect(sol).toContain('30 Tage');
    expect(sol).toContain('9,6/10');
    renderIn('en', <BonusPage />);
    const starda = screen.getAllByRole('heading', { name: 'Starda Casino' }).map((heading) => text(heading.closest('article')!));
    expect(starda[1]).toContain('€2,500 + 300 free spins');
    expect(starda[1]).toContain('21 days');
    // Regression: Starda's wagering was 30x here and 35x on the home page; the record's figure is the one shown.
    expect(starda[1]).toContain('35x');
    expect(starda[1]).not.toMatch(/30x/);
    // The bonus type is the catalogue's too.
    expect(within(screen.getAllByRole('heading', { name: 'LeoVegas' })[1]!.closest('article')!).getByText('Welcome Bonus')).toBeInTheDocument();
    expect(sol).toContain('Willkommenspaket');
  });

  // Regression: the minimum-rating filter wrote "ab 9.5/10" on German pages.
  it('writes the comparison filters\' figures in the page language', () => {
    const form = (language: Language) => {
      const { container, unmount } = renderIn(language, <CasinoFiltersForm filters={readFilters(new URLSearchParams())} payments={['PayPal']} fields={['licence', 'fastWithdrawal', 'payment', 'minRating', 'sort']} />);
      const options = [...container.querySelectorAll('select[name="bewertung"] option')].map((option) => option.textContent);
      const labels = text(container.querySelector('form')!);
      unmount();
      return { options, labels };
    };
    const german = form('de');
    expect(german.options).toEqual(['Alle', 'ab 9,5/10', 'ab 9,0/10', 'ab 8,5/10']);
    expect(german.labels).toContain('Auszahlung in 24 Stunden');
    const english = form('en');
    expect(english.options).toEqual(['Any', '9.5/10 or more', '9.0/10 or more', '8.5/10 or more']);
    expect(english.labels).toContain('Payout within 24 hours');
  });
});
