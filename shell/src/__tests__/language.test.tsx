import { act, fireEvent, screen } from '@testing-library/react';
import { languageForPath } from '../app/language-rules';
import { currentPath, renderShell } from './render-shell';

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('languageForPath', () => {
  it('forces English under /en, lets the stored choice win on the home path, and is German elsewhere', () => {
    expect(languageForPath('/en/reviews/stake', 'de')).toBe('en');
    expect(languageForPath('/en', null)).toBe('en');
    expect(languageForPath('/', 'en')).toBe('en');
    expect(languageForPath('/', null)).toBe('de');
    expect(languageForPath('/reviews/stake', 'en')).toBe('de');
  });
});

describe('language switcher', () => {
  const englishButton = () => screen.getAllByRole('button', { name: /^EN/, hidden: true })[0]!;
  const germanButton = () => screen.getAllByRole('button', { name: /^DE/, hidden: true })[0]!;

  it('on the home path changes only the stored language, and the URL stays', async () => {
    await renderShell('/');
    expect(screen.getAllByText('Testberichte').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(englishButton()));
    expect(currentPath).toBe('/');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(screen.getAllByText('Reviews').length).toBeGreaterThan(0);
    expect(englishButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('swaps a translated slug pair and stores the choice', async () => {
    await renderShell('/casino-vergleich');
    await screen.findByRole('heading', { name: 'Pair page' });
    await act(async () => fireEvent.click(englishButton()));
    expect(currentPath).toBe('/en/casino-comparison');
    expect(window.localStorage.getItem('language')).toBe('en');
    await act(async () => fireEvent.click(germanButton()));
    expect(currentPath).toBe('/casino-vergleich');
    expect(window.localStorage.getItem('language')).toBe('de');
  });

  it('adds and removes the /en prefix on other paths, unknown ones included', async () => {
    await renderShell('/en/guides/');
    await act(async () => fireEvent.click(germanButton()));
    expect(currentPath).toBe('/guides/');
    await renderShell('/missing-page');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /^EN/, hidden: true }).at(-1)!));
    expect(currentPath).toBe('/en/missing-page');
  });

  it('stores the language the path decides on a non-home path', async () => {
    window.localStorage.setItem('language', 'de');
    await renderShell('/en/guides/');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('on the home path takes the stored choice after loading', async () => {
    window.localStorage.setItem('language', 'en');
    await renderShell('/');
    expect(await screen.findAllByText('Reviews')).not.toHaveLength(0);
  });
});

describe('the casino search in the header', () => {
  it('is on every page, in the page language, and opens the reviews index at its search field', async () => {
    for (const [path, name, href] of [
      ['/casino-vergleich', 'Zur Casino-Suche', '/reviews#suche'],
      ['/en/guides/', 'Go to the casino search', '/en/reviews#suche'],
      ['/missing-page', 'Zur Casino-Suche', '/reviews#suche'],
    ]) {
      const { unmount } = await renderShell(path!);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      unmount();
    }
  });
});
