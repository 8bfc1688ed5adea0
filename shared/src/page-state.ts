import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from './i18n/language';
import type { RouteDeclaration } from './routing/route-table';
import type { SiteInfo } from './site-info';

/** One app version as the server pinned it for a page. */
export interface PinnedApp {
  app: string;
  version: string;
  /** URL of the app's browser remote entry (remotes only). */
  entry?: string;
  routes: readonly RouteDeclaration[];
}

/**
 * The state the server writes into the HTML for the browser shell: the pinned app versions
 * (so it registers exactly those, with no manifest fetch), the language it rendered, the
 * query cache, and which apps it could not load (so hydration shows the same fallback).
 */
export interface PageState {
  language: Language;
  origin: string;
  apps: readonly PinnedApp[];
  failedApps: readonly string[];
  queries: DehydratedState;
  site: SiteInfo;
  /** The analytics measurement id, when configured; analytics loads only after consent. */
  analyticsId?: string;
  /** Whether the visitor's request carried a consent choice; if not, the page came with the banner open. */
  /**
   * The route the server matched for this page (null: none, a 404), so the browser shell does not
   * match the URL again; absent (older servers), the shell matches it itself.
   */
  match?: { app: string; routeId: string; params: Record<string, string>; language: Language } | null;
}

/** The global the server's inline script sets. */
export const PAGE_STATE_GLOBAL = '__CASINO_PAGE__';
