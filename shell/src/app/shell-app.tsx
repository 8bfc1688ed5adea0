import { useEffect, useMemo, useRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  CallsToActionProvider,
  GlobalStyle,
  HeadProvider,
  LanguageProvider,
  RoutesProvider,
  SiteInfoProvider,
  matchRoute,
  pathOf,
  theme,
  useLocation,
  type AppRoute,
  type RouteMatch,
  type Language,
  type RenderCollector,
  type SiteInfo,
} from '@casino/shared';
import { ConsentBanner } from '../consent/consent-banner';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { QuietHoursNotice } from '../layout/quiet-hours-notice';
import { scrollToSection } from '../layout/scroll-to-section';
import { SkipLink } from '../layout/skip-link';
import { ToastHost } from '../toast/toast-host';
import type { AppLoader } from './app-loader';
import { registerNavigation } from './page-view';
import { AppLoaderContext } from './remote-widget';
import { RouteView } from './route-view';
import { useLanguageState } from './use-language-state';

export interface ShellAppProps {
  routes: readonly AppRoute[];
  /** The route the entry resolved for the first URL (see resolvePage); later navigations match afresh. */
  initial?: { pathname: string; match: RouteMatch | null };
  loader: AppLoader;
  queryClient: QueryClient;
  /** The stored language the server rendered with (only matters on the home path). */
  initialLanguage: Language;
  origin: string;
  site: SiteInfo;
  analyticsId?: string;
  /** Whether the visitor had made a consent choice when the page was rendered. */
  /** Present during a server render: collects the page's head and status. */
  collector?: RenderCollector;
}

/** Smooth scroll to the top on every route change (or to the section a link asked for). */
function useScrollOnRouteChange() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const state = location.state as { scrollTo?: string; keepScroll?: boolean } | null;
    if (state?.keepScroll) return;
    if (state?.scrollTo) scrollToSection(state.scrollTo);
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.state]);
}

/** Every in-app navigation is a page view too, reported as the first page's view is (see page-view.ts). */
function useNavigationViews() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    registerNavigation(pathname);
  }, [pathname]);
}

/** Marks the document once the app is interactive; browser tests and monitoring wait for it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

function Frame({ routes, initial, loader, initialLanguage, origin, collector, analyticsId }: Omit<ShellAppProps, 'queryClient' | 'site'>) {
  const location = useLocation();
  const languageState = useLanguageState(initialLanguage, routes);
  const match = useMemo(
    () => (initial?.pathname === location.pathname ? initial.match : matchRoute(location.pathname, routes)),
    [initial, location.pathname, routes],
  );
  useScrollOnRouteChange();
  useNavigationViews();
  useHydratedMarker();
  const alternates = match ? { de: pathOf(match.route, 'de', match.params), en: pathOf(match.route, 'en', match.params) } : null;
  const head = { collector, origin, path: location.pathname, alternates };

  return (
    <LanguageProvider value={languageState}>
      <HeadProvider value={head}>
        <ToastHost>
          <GlobalStyle />
          <SkipLink />
          <Header />
          <QuietHoursNotice />
          {/* Before the page's content, though shown at the bottom: on a first visit its text is the
              largest on a phone's screen, and here the browser paints it with the first paint
              instead of after parsing the whole page. Keyboard users reach it right after the header;
              its title is no heading, so the page's own h1 stays the first. */}
          <ConsentBanner analyticsId={analyticsId} />
          <main id="main" tabIndex={-1}>
            <AppLoaderContext.Provider value={loader}>
              <RouteView match={match} loader={loader} />
            </AppLoaderContext.Provider>
          </main>
          <Footer />
        </ToastHost>
      </HeadProvider>
    </LanguageProvider>
  );
}

/** The whole page: providers the shell owns (theme, the one QueryClient, routes), header, route, footer. */
export function ShellApp({ queryClient, routes, site, ...rest }: ShellAppProps) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SiteInfoProvider value={site}>
          <RoutesProvider routes={routes}>
            <CallsToActionProvider>
              <Frame routes={routes} {...rest} />
            </CallsToActionProvider>
          </RoutesProvider>
        </SiteInfoProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
