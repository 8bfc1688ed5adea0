import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * A small router for what this site needs: one location, push navigation, back and
 * forward. Written here instead of taking a routing library because a shared library
 * cannot be tree-shaken, and the full router weighed more than the rest of this library.
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

const LocationContext = createContext<RouterLocation>({ pathname: '/', search: '', hash: '', state: null });
const NavigateContext = createContext<Navigate>(() => undefined);

/**
 * Splits a site path into its parts without URL parsing, which would read "//host/x" as a
 * host name: whatever path a visitor sends stays a path here.
 */
export function parseLocation(path: string, state: unknown = null): RouterLocation {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search, hash, state };
}

/** Resolves a link target against the current path (targets here are site paths or #hash). */
function resolveTarget(to: string, current: RouterLocation): string {
  if (to.startsWith('#')) return `${current.pathname}${current.search}${to}`;
  if (to.startsWith('?')) return `${current.pathname}${to}`;
  return to;
}

function RouterProvider({ location, navigate, children }: { location: RouterLocation; navigate: Navigate; children: ReactNode }) {
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

const currentBrowserLocation = () =>
  parseLocation(`${window.location.pathname}${window.location.search}${window.location.hash}`, window.history.state?.usr ?? null);

/** Follows the browser's address bar: pushState for links, popstate for back and forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentBrowserLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentBrowserLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const next = parseLocation(resolveTarget(to, currentBrowserLocation()), options.state ?? null);
    const href = `${next.pathname}${next.search}${next.hash}`;
    // How many of the site's own pages lie behind this entry, so "back" knows whether it stays on the site.
    const depth = historyDepth();
    window.history[options.replace ? 'replaceState' : 'pushState']({ usr: next.state, depth: options.replace ? depth : depth + 1 }, '', href);
    setLocation(next);
  }, []);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

const historyDepth = (): number => (window.history.state as { depth?: number } | null)?.depth ?? 0;

/**
 * "Back" that never leaves the site: to the previous page when it is one of the site's (a
 * link followed here, or a page of this origin that led here), otherwise to `fallback`, so a
 * page opened directly or from another site does not send the visitor away or to a blank tab.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const fromThisSite = historyDepth() > 0 || (document.referrer !== '' && new URL(document.referrer).origin === window.location.origin);
    if (fromThisSite && window.history.length > 1) window.history.back();
    else navigate(fallback);
  }, [navigate, fallback]);
}

/** A fixed location for the server render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const parsed = useMemo(() => parseLocation(location), [location]);
  return (
    <RouterProvider location={parsed} navigate={() => undefined}>
      {children}
    </RouterProvider>
  );
}

/** An in-memory history, for component tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => parseLocation(initialEntries[initialEntries.length - 1] ?? '/'));
  const navigate = useCallback<Navigate>((to, options = {}) => {
    setLocation((current) => parseLocation(resolveTarget(to, current), options.state ?? null));
  }, []);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

export const useLocation = () => useContext(LocationContext);
export const useNavigate = () => useContext(NavigateContext);

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
}

/** An anchor that navigates in the page; modified clicks and other targets behave as usual. */
export function Link({ to, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}
