import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from './i18n/language';
import type { RenderCollector } from './head/head-context';
import type { PinnedApp } from './page-state';
import type { AppRoute, RouteMatch } from './routing';
import type { AppModule } from './remote-contract';
import type { SiteInfo } from './site-info';

/** What the server hands the shell's exposed './app' for one request. */
export interface PreparePageInput {
  url: string;
  apps: readonly PinnedApp[];
  /** The language cookie, if the visitor chose one. */
  storedLanguage: Language | null;
  /**
   * Whether the request carried a consent choice. Without one the consent banner is part of
   * the server HTML, so it shows with the first paint instead of popping up after hydration.
   */
  origin: string;
  site: SiteInfo;
  queryClient: QueryClient;
  loadApp: (app: string) => Promise<AppModule>;
  /** Apps to show as failed without trying (after one crashed during rendering). */
  failedApps?: readonly string[];
  /** The URL as the server already parsed it; absent, the shell parses `url` itself. */
  location?: { pathname: string; search: string };
  /**
   * The route the server already matched for this URL in the same route table (null: none);
   * absent, the shell matches it itself (the release gate, older servers).
   */
  match?: RouteMatch | null;
  /** The route table the server built from the same `apps`; absent, the shell builds it itself. */
  routes?: readonly AppRoute[];
}

/** Why an app's region could not be prepared: its module did not load, or lacks a declared route. */
export interface PreparationFailure {
  app: string;
  kind: 'load' | 'missing-route';
  message: string;
}

export interface PreparedPage {
  element: ReactElement;
  collector: RenderCollector;
  language: Language;
  /** The app that renders the matched route, or null for a 404. */
  app: string | null;
  /** The matched route's id (absent from older shells). */
  routeId?: string | null;
  failedApps: string[];
  /**
   * The apps whose components this page renders, the route's app first (then widgets), so
   * the server knows whose region to give up when the render fails. Shells before this field
   * existed leave it out.
   */
  regionApps?: string[];
  /** What went wrong while preparing; absent from older shells. */
  failures?: PreparationFailure[];
}

/** The shell's './app' module. */
export interface ShellServerModule {
  preparePage: (input: PreparePageInput) => Promise<PreparedPage>;
}
