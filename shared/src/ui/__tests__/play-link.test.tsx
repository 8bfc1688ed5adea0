import type { ReactNode } from 'react';
import { dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '../../api/query-client';
import { LanguageProvider } from '../../i18n/language-context';
import { placementVariantsKey, type PlacementVariants } from '../../experiments/placement-variant';
import { MemoryRouter } from '../../routing/router';
import { PlayLink } from '../play-link';

/** The page's query cache, with the experiments' variants the server put into it (none: the page as it is). */
function Page({ path, variants, children }: { path: string; variants?: PlacementVariants; children: ReactNode }) {
  const client = createQueryClient(async () => ({}));
  if (variants) client.setQueryData(placementVariantsKey, variants);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('PlayLink', () => {
  it('goes through the site redirect with the page and slot, in a new tab, sponsored, without opener or referrer', () => {
    render(
      <Page path="/en/casino-comparison?sortierung=rating">
        <PlayLink href="/go/stake" position={2}>
          Play now
        </PlayLink>
      </Page>,
    );
    const link = screen.getByRole('link', { name: 'Play now' });
    expect(link).toHaveAttribute('href', '/go/stake?from=%2Fen%2Fcasino-comparison&pos=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
  });

  it('shows no button for a casino the catalogue gives no play link', () => {
    render(
      <Page path="/casino-vergleich">
        <PlayLink href={null}>Jetzt spielen</PlayLink>
      </Page>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says what an experiment running on its page gives this visitor, and only on that page', () => {
    const variants: PlacementVariants = { '/': { experiment: 3, variant: 'b', language: 'de', label: 'Bonus holen' } };
    const { unmount } = render(
      <Page path="/" variants={variants}>
        <PlayLink href="/go/stake">Jetzt spielen</PlayLink>
      </Page>,
    );
    // The link names the variant it was shown in: the server counts the click for it only if the visitor's cookies agree.
    expect(screen.getByRole('link', { name: 'Bonus holen' })).toHaveAttribute('href', '/go/stake?from=%2F&xp=3-b');
    unmount();
    render(
      <Page path="/casino-vergleich" variants={variants}>
        <PlayLink href="/go/stake">Jetzt spielen</PlayLink>
      </Page>,
    );
    expect(screen.getByRole('link', { name: 'Jetzt spielen' })).toHaveAttribute('href', '/go/stake?from=%2Fcasino-vergleich');
  });

  it('shows no German variant on the home page a visitor who chose English gets at /', () => {
    render(
      <LanguageProvider value={{ language: 'en', switchLanguage: () => undefined }}>
        <Page path="/" variants={{ '/': { experiment: 3, variant: 'b', language: 'de', label: 'Bonus holen' } }}>
          <PlayLink href="/go/stake">Play Now</PlayLink>
        </Page>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: 'Play Now' })).toHaveAttribute('href', '/go/stake?from=%2F');
  });

  it('keeps the variants the page came with however long no button shows them', () => {
    const server = createQueryClient(async () => ({}));
    server.setQueryData(placementVariantsKey, { '/': { experiment: 3, variant: 'b', language: 'de', label: 'Bonus holen' } });
    const browser = createQueryClient(async () => ({}));
    hydrate(browser, dehydrate(server));
    const query = browser.getQueryCache().find({ queryKey: placementVariantsKey })!;
    expect(query.gcTime).toBe(Infinity);
  });
});
