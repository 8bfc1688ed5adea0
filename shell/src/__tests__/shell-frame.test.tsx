import { act, fireEvent, screen, within } from '@testing-library/react';
import { currentPath, renderShell } from './render-shell';

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('shell frame', () => {
  it('shows the 404 page with the spec texts for an unknown path', async () => {
    await renderShell('/does-not-exist');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('keeps header and footer and shows a translated fallback when an app fails to load, and logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bereich kann gerade nicht geladen werden.');
    expect(logged).toHaveBeenCalledWith('[broken] could not be loaded', expect.objectContaining({ message: 'broken is down' }));
    logged.mockRestore();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists every footer link of the spec in the current language', async () => {
    await renderShell('/en/guides/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer).getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of ['/about', '/contact', '/privacy', '/terms', '/blackjack', '/roulette', '/slot-machines', '/casino-bonus',
      '/free-spins', '/progressive-jackpots', '/online-casino', '/live-casino', '/poker', '/mobile-casino', '/paypal-casino']) {
      expect(hrefs).toContain(`/en${path}`);
    }
    expect(hrefs).toContain('/en/casino-comparison');
    expect(hrefs.filter((href) => href?.startsWith('https://'))).toHaveLength(2);
    expect(within(footer).getByText(/Gambling can be addictive/)).toBeInTheDocument();
  });

  it('scrolls smoothly to the top on a route change', async () => {
    await renderShell('/guides/');
    const comparison = screen.getAllByRole('link', { name: 'Casino-Vergleich', hidden: true })[0]!;
    await act(async () => fireEvent.click(comparison));
    expect(currentPath).toBe('/casino-vergleich');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('mobile menu', () => {
  it('opens, and closes after a link is chosen', async () => {
    await renderShell('/guides/');
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = screen.getByRole('dialog', { name: 'Menü' });
    expect(menu).toBeVisible();
    await act(async () => fireEvent.click(within(menu).getByRole('link', { name: 'Testberichte' })));
    expect(currentPath).toBe('/reviews');
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
  });

  it('closes after a section is chosen, and with Escape', async () => {
    await renderShell('/');
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menü' })).getByRole('link', { name: 'Boni' }));
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
  });
});
