import { createContext, useContext, useEffect, useMemo } from 'react';
import type { Language } from '../i18n/language';
import { useLanguage } from '../i18n/language-context';
import { headTags, type PageMeta } from './page-meta';
import { applyHeadTags } from './apply-head';
import { useNavigate } from '../routing/router';

/** Filled during a server render: the last page meta and HTTP status a page announced. */
export interface RenderCollector {
  meta?: PageMeta;
  status?: number;
  /** Where the page sends the visitor instead (a list's page past its last). */
  redirect?: string;
}

interface HeadContextValue {
  collector?: RenderCollector;
  origin: string;
  path: string;
  alternates: { de: string; en: string } | null;
}

const HeadContext = createContext<HeadContextValue>({ origin: '', path: '/', alternates: null });
export const HeadProvider = HeadContext.Provider;

const resolveMeta = (meta: PageMeta, alternates: HeadContextValue['alternates']): PageMeta => ({
  ...meta,
  alternates: meta.alternates === undefined ? alternates : meta.alternates,
});

/**
 * Declares the page's metadata. On the server it is collected while rendering and printed
 * into the HTML head; in the browser it replaces the head tags after each navigation and
 * takes its structured data away again when the page closes.
 */
export function PageHead(meta: PageMeta) {
  const context = useContext(HeadContext);
  const { language } = useLanguage();
  const resolved = resolveMeta(meta, context.alternates);
  if (context.collector) context.collector.meta = resolved;
  const serialized = JSON.stringify(resolved);
  const input = useMemo(
    () => ({ meta: JSON.parse(serialized) as PageMeta, language, origin: context.origin, path: context.path }),
    [serialized, language, context.origin, context.path],
  );
  useEffect(() => applyHeadTags(headTags(input), input.language), [input]);
  return null;
}

/** Lets a page answer with another HTTP status in the server HTML (404 for an unknown casino). */
export function HttpStatus({ code }: { code: number }) {
  const context = useContext(HeadContext);
  if (context.collector) context.collector.status = code;
  return null;
}

/**
 * Sends the visitor to another address of the site in place of this one: the server answers
 * with a redirect (302, kept by no cache: what is valid changes with the catalogue), the browser
 * replaces the address after a navigation within the site.
 */
export function RedirectTo({ to }: { to: string }) {
  const context = useContext(HeadContext);
  const navigate = useNavigate();
  if (context.collector) context.collector.redirect = to;
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/**
 * The absolute URL of the current page, for structured data: the page's own path, or the
 * canonical path it names in its PageHead, so the data and the canonical link name one address.
 */
export function usePageUrl(canonicalPath?: string): string {
  const { origin, path } = useContext(HeadContext);
  return `${origin}${canonicalPath ?? path}`;
}

/** The site's absolute origin, for structured data. */
export const useSiteOrigin = () => useContext(HeadContext).origin;

export type { Language };
