import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from './i18n/language';

/** What a route component receives: the parameters of its matched path. */
export interface RouteProps {
  params: Readonly<Record<string, string>>;
}

export interface PrefetchContext {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  language: Language;
  queryClient: QueryClient;
}

/** One route an app renders. Its paths are declared as data (routes.json) in the app's release. */
export interface RouteModule {
  id: string;
  Component: ComponentType<RouteProps>;
  /** Loads the route's data before a server render, so the HTML holds it. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /**
   * Loads the page's own chunk in the page's language; called before a server render and
   * before hydration. Without a language it loads every language (shells released before
   * pages were loaded per language call it so).
   */
  preload?: (language?: Language) => Promise<unknown>;
}

/** The contract of every app's exposed './routes' module. */
export interface AppModule {
  routes: readonly RouteModule[];
  /** Components the shell places on its own pages (the newsletter sign-up on the home page). */
  widgets?: Readonly<Record<string, ComponentType>>;
}
