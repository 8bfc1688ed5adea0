export interface PageOutcome {
  /** The app that renders the matched route, or null for an unknown path. */
  app: string | null;
  /** The status the page itself announced (a review of an unknown casino says 404). */
  announced?: number;
  /** Parts of the page that failed: load (the app could not be loaded) or broken (render, missing route). */
  failures: readonly { kind: 'load' | 'missing-route' | 'render' }[];
  /** The page's data could not be read (the database was away). */
  dataFailed: boolean;
}

/**
 * 404 for unknown paths (or what the page itself announced). A page with a part that did
 * not render is never a 200: 500 when a part is broken (it threw, or its route is missing
 * from its module), 503 when an app could not be loaded or the page's data could not be read.
 * The visitor still gets header, footer and a fallback; search engines are told to come back
 * rather than index it; the page cache does not keep it.
 */
export function pageStatus({ app, announced, failures, dataFailed }: PageOutcome): number {
  if (failures.some((failure) => failure.kind !== 'load')) return 500;
  if (failures.length || dataFailed) return 503;
  if (!app) return 404;
  return announced ?? 200;
}
