import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Language } from '@casino/shared';
import { bonusRecord, casinoRecord, renderInSite } from '@casino/shared/test-kit';
import { BonusPage } from '../pages/bonuses/bonus-page';
import { BONUS_TYPES, DEPOSIT_LIMITS, WAGERING_LIMITS, WITH_FREE_SPINS, bonusTypeOf, isBonusFiltered, minimumDeposit, readBonusFilters } from '../pages/bonuses/filter-offers';
import { bonusPageContent } from '../content/bonus-page';
import routes from '../routes.json';

/** The bonus page's three casinos, each with an offer of another kind, wagering and minimum deposit. */
const catalogue = [
  ['sol', 'Sol Casino', 'Welcome Package', 'Willkommenspaket'],
  ['starda', 'Starda Casino', 'Welcome Package', 'Willkommenspaket'],
  ['leovegas', 'LeoVegas', 'Welcome Bonus', 'Willkommensbonus'],
].map(([slug, name, bonusType, bonusTypeDe], index) => casinoRecord(index + 1, { slug, name, bonus: '', bonusDe: '', bonusType, bonusTypeDe }));

const offers = [
  bonusRecord(1, 'sol', {
    title: 'Sol Casino Welcome Package', titleDe: 'Sol Casino Willkommenspaket', amountEuros: 2000, freeSpins: 300, wagering: 35,
    eligibility: 'New customers aged 18 or over, on their first deposit of at least €20', eligibilityDe: 'Neukundinnen und Neukunden ab 18 Jahren, bei der ersten Einzahlung ab 20 €',
  }),
  bonusRecord(2, 'starda', {
    title: 'Starda Casino No Deposit Free Spins', titleDe: 'Starda Casino Freispiele ohne Einzahlung', amountEuros: 0, freeSpins: 50, wagering: 40,
    eligibility: 'New customers aged 18 or over, on registration', eligibilityDe: 'Neukundinnen und Neukunden ab 18 Jahren, bei der Registrierung',
  }),
  bonusRecord(3, 'leovegas', {
    title: 'LeoVegas Reload Bonus', titleDe: 'LeoVegas Reload-Bonus', amountEuros: 200, freeSpins: 0, wagering: 30,
    eligibility: 'Registered customers aged 18 or over, on a deposit of at least €10', eligibilityDe: 'Registrierte Kundinnen und Kunden ab 18 Jahren, bei einer Einzahlung ab 10 €',
  }),
];

const renderPage = (language: Language, query = '') =>
  renderInSite(<BonusPage />, { language, path: `${language === 'de' ? '/beste-casino-boni' : '/en/best-casino-bonuses'}${query}`, data: { '/api/casinos': catalogue, '/api/bonuses': offers } });

/** The casinos whose offers the page lists, in order, and its count line. */
function listed() {
  const names = screen.queryAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
  return { names, status: screen.getAllByRole('status').map((status) => status.textContent).find((text) => /Angebot|offer/i.test(text ?? '')) };
}

describe('bonus page filters', () => {
  // The server renders and caches a page with the query parameters its route declares, and redirects any other value away.
  it('declares exactly the parameters and values its filters read', () => {
    const bonuses = routes.find((route) => route.id === 'bonuses') as { query?: string[]; queryValues?: Record<string, unknown> };
    expect(bonuses.queryValues).toEqual({ typ: [...BONUS_TYPES], umsatz: WAGERING_LIMITS.map(String), einzahlung: DEPOSIT_LIMITS.map(String), freispiele: [WITH_FREE_SPINS] });
    expect([...bonuses.query!].sort()).toEqual(Object.keys(bonuses.queryValues!).sort());
    for (const [name, values] of Object.entries(bonuses.queryValues!) as [string, string[]][]) {
      for (const value of values) expect({ name, value, filtered: isBonusFiltered(readBonusFilters(new URLSearchParams({ [name]: value }))) }).toEqual({ name, value, filtered: true });
    }
  });

  it('reads the filters from the query and ignores nonsense', () => {
    expect(readBonusFilters(new URLSearchParams('typ=reload&umsatz=35&einzahlung=10&freispiele=ja'))).toEqual({ type: 'reload', maxWagering: 35, maxDeposit: 10, freeSpins: true });
    expect(readBonusFilters(new URLSearchParams('typ=evil&umsatz=junk&einzahlung=1e3&freispiele=1'))).toEqual({ type: null, maxWagering: null, maxDeposit: null, freeSpins: false });
  });

  it('reads an offer\'s kind and minimum deposit from its records as editors write them', () => {
    const records = offers.map((bonus, index) => ({ casino: catalogue[index]!, bonus }));
    expect(records.map(bonusTypeOf)).toEqual(['willkommen', 'ohne-einzahlung', 'reload']);
    const [sol, starda] = records;
    // A casino's name is no kind: "Cashback Kings Welcome Bonus" is a welcome offer.
    expect(bonusTypeOf({ casino: { ...sol!.casino, name: 'Cashback Kings' }, bonus: { ...sol!.bonus, title: 'Cashback Kings Welcome Bonus', titleDe: 'Cashback Kings Willkommensbonus' } })).toBe('willkommen');
    // A bonus record whose title names no kind has its casino's bonus type.
    expect(bonusTypeOf({ casino: sol!.casino, bonus: { ...sol!.bonus, title: 'Sol', titleDe: 'Sol' } })).toBe('willkommen');
    expect(minimumDeposit(sol!.bonus, 'willkommen')).toBe(20);
    expect(minimumDeposit({ eligibility: null, eligibilityDe: 'Neukunden ab 18 Jahren, bei einer Einzahlung von mindestens 25 €' }, 'willkommen')).toBe(25);
    expect(minimumDeposit(starda!.bonus, 'ohne-einzahlung')).toBe(0);
    expect(minimumDeposit({ eligibility: 'New customers aged 18 or over', eligibilityDe: null }, 'willkommen')).toBeNull();
  });

  it('lists every offer of the page, and all its texts, when no filter is set', () => {
    renderPage('de');
    expect(listed()).toEqual({ names: ['Sol Casino', 'Starda Casino', 'LeoVegas'], status: '3 Angebote' });
    const text = bonusPageContent.text.de;
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    for (const heading of [text.calculator.title, text.bonusTypes.title, text.tips.title]) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    for (const tip of text.tips.items) expect(screen.getByText(tip)).toBeInTheDocument();
  });

  it('filters by type, wagering, minimum deposit and free spins, and says when no offer matches', () => {
    const cases: Array<[string, string[], string]> = [
      ['?typ=reload', ['LeoVegas'], '1 Angebot'],
      ['?typ=ohne-einzahlung', ['Starda Casino'], '1 Angebot'],
      ['?umsatz=35', ['Sol Casino', 'LeoVegas'], '2 Angebote'],
      ['?umsatz=30', ['LeoVegas'], '1 Angebot'],
      ['?einzahlung=10', ['Starda Casino', 'LeoVegas'], '2 Angebote'],
      ['?freispiele=ja', ['Sol Casino', 'Starda Casino'], '2 Angebote'],
      ['?umsatz=35&freispiele=ja', ['Sol Casino'], '1 Angebot'],
      ['?typ=cashback', [], 'Kein Angebot passt zu diesen Filtern. Lockere einen Filter, um mehr zu sehen.'],
    ];
    for (const [query, names, status] of cases) {
      const { unmount } = renderPage('de', query);
      expect({ query, ...listed() }).toEqual({ query, names, status });
      unmount();
    }
    renderPage('en', '?einzahlung=10&umsatz=30');
    expect(listed()).toEqual({ names: ['LeoVegas'], status: '1 offer' });
  });

  it('offers its filters as a labelled form in the page language, showing the query it was given', () => {
    const form = (language: Language, query: string) => {
      const { unmount } = renderPage(language, query);
      const filters = within(screen.getByRole('form'));
      const options = (name: string) => within(filters.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent!.replace(/\u00a0/g, ' '));
      const selected = (name: string) => (filters.getByRole('combobox', { name }) as HTMLSelectElement).value;
      return { filters, options, selected, unmount };
    };
    const german = form('de', '?umsatz=35&freispiele=ja');
    expect(screen.getByRole('form', { name: 'Angebote filtern' })).toHaveAttribute('method', 'get');
    // The type select offers the kinds the page has.
    expect(german.options('Bonusart')).toEqual(['Alle', 'Willkommensbonus', 'Bonus ohne Einzahlung', 'Reload-Bonus']);
    expect(german.options('Umsatz höchstens')).toEqual(['Alle', 'bis 30x', 'bis 35x', 'bis 40x']);
    expect(german.options('Mindesteinzahlung höchstens')).toEqual(['Alle', 'bis 10 €', 'bis 20 €']);
    expect(german.selected('Umsatz höchstens')).toBe('35');
    expect(german.filters.getByRole('checkbox', { name: 'Nur mit Freispielen' })).toBeChecked();
    german.unmount();
    const english = form('en', '?typ=cashback');
    expect(screen.getByRole('form', { name: 'Filter offers' })).toBeInTheDocument();
    // A kind chosen that the page has none of stays chosen, so the form shows why nothing matches.
    expect(english.options('Bonus type')).toEqual(['Any', 'Welcome bonus', 'No-deposit bonus', 'Reload bonus', 'Cashback']);
    expect(english.selected('Bonus type')).toBe('cashback');
    expect(english.options('Minimum deposit at most')).toEqual(['Any', 'up to €10', 'up to €20']);
    expect(english.options('Wagering at most')).toEqual(['Any', 'up to 30x', 'up to 35x', 'up to 40x']);
    expect(english.filters.getByRole('checkbox', { name: 'Only with free spins' })).not.toBeChecked();
    english.unmount();
  });

  it('changes the list in place when a filter is changed, without a reload', () => {
    renderPage('de');
    act(() => {
      const select = screen.getByRole('combobox', { name: 'Bonusart' }) as HTMLSelectElement;
      select.value = 'reload';
      fireEvent.change(select);
    });
    expect(listed()).toEqual({ names: ['LeoVegas'], status: '1 Angebot' });
  });
});
