import { Suspense, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { Language } from '../i18n/language';
import type { RouteProps } from '../remote-contract';
import { routeModules, type ContentLoader, type PageProps } from '../route-modules';
import { renderInSite } from '../test-kit';

/** A template that shows its content's facts and text. */
function Page({ content }: PageProps<{ facts: { rating: number }; text: { headline: string } }>) {
  return (
    <h1>
      {content.text.headline} {content.facts.rating}
    </h1>
  );
}

const TEXT = { de: 'Bewertung', en: 'Rating' };

/** One written page in two languages, and a log of which language's content was loaded. */
function writtenPage() {
  const loaded: Language[] = [];
  const loadContent: ContentLoader = (_name, language) => {
    loaded.push(language);
    return Promise.resolve({ facts: { rating: 9 }, text: { headline: TEXT[language] } });
  };
  const [route] = routeModules([{ id: 'review-x', path: '/reviews/x', page: 'review', content: 'x' }], { review: { load: () => Promise.resolve(Page) } }, loadContent);
  return { route: route!, loaded };
}

const renderIn = (language: Language, Component: ComponentType<RouteProps>) =>
  renderInSite(
    <Suspense fallback={<p>loading</p>}>
      <Component params={{}} />
    </Suspense>,
    { language },
  );

describe('a routed page with content', () => {
  it('loads only the content of the language it is preloaded in, and renders at once in it', async () => {
    const { route, loaded } = writtenPage();
    await route.preload?.('en');
    expect(loaded).toEqual(['en']);
    renderIn('en', route.Component);
    expect(screen.getByRole('heading')).toHaveTextContent('Rating 9');
  });

  it('in another language, waits for that language\'s content and then shows it', async () => {
    const { route, loaded } = writtenPage();
    await route.preload?.('de');
    renderIn('en', route.Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('Rating 9');
    expect(loaded).toEqual(['de', 'en']);
  });

  it('loads every language when asked without one, as a shell released before per-language pages does', async () => {
    const { route, loaded } = writtenPage();
    await route.preload?.();
    expect(loaded.sort()).toEqual(['de', 'en']);
    renderIn('de', route.Component);
    expect(screen.getByRole('heading')).toHaveTextContent('Bewertung 9');
  });
});
