import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LanguageProvider, MemoryRouter, ToastProvider, createQueryClient, type Language, type PathResolver, type ShowToast } from '@casino/shared';
import { answerUnknownCasino, catalogueAnswers } from './catalogue-answers';

export interface SiteContext {
  /** The page's language (German by default, as on the site). */
  language?: Language;
  /** Answers the page already has, by API path (`{ '/api/casinos': [...] }`), as after server rendering. */
  data?: Record<string, unknown>;
  /** Answers every other query; by default none ever comes (the query stays pending). */
  resolvePath?: PathResolver;
  /** Receives the toasts the component shows. */
  toast?: ShowToast;
  /** Changes the query cache before the first render (a failed query, say). */
  prepare?: (client: QueryClient) => void;
  /** The address the page is shown at, with its query (`/beste-casino-boni?umsatz=35`); `/` by default. */
  path?: string;
}

const pending: PathResolver = () => new Promise(() => undefined);

/**
 * Renders a component as the site's apps see it: the one query client, the router, the page's
 * language and the toasts. Every component test renders through this, so a new provider the
 * apps rely on is added in one place.
 */
export function renderInSite(element: ReactElement, { language = 'de', data = {}, resolvePath = pending, toast, prepare, path = '/' }: SiteContext = {}): RenderResult & { client: QueryClient } {
  // A test's whole lists also answer the questions about one casino or the first few, as the server's would.
  const derived = catalogueAnswers(data);
  const client = createQueryClient(Object.keys(derived).length ? answerUnknownCasino(resolvePath, data) : resolvePath);
  for (const [path, value] of Object.entries({ ...derived, ...data })) client.setQueryData([path], value);
  prepare?.(client);
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider value={{ language, switchLanguage: () => undefined }}>{toast ? <ToastProvider value={toast}>{element}</ToastProvider> : element}</LanguageProvider>
    </MemoryRouter>
  );
  return { ...render(<QueryClientProvider client={client}>{page}</QueryClientProvider>), client };
}
