import { compressHtml, HTML_ENCODINGS, type HtmlEncoding } from '../../core/compress-html';

/** What a page was made of: the app versions whose code drew it, and whether it shows catalogue data. */
export interface MadeOf {
  apps: Readonly<Record<string, string>>;
  catalogue: boolean;
}

/**
 * A rendered page ready to be sent any number of times as the same bytes: its CSP allows its
 * inline code by hash, so nothing in it changes per response.
 */
export interface RenderedPage {
  status: number;
  /** UTF-8: sending a string would encode it again on every response. */
  html: Buffer;
  contentSecurityPolicy: string;
  /** The page in every encoding browsers ask for, made once when it entered the cache. */
  compressed: Partial<Record<HtmlEncoding, Buffer>>;
  bytes: number;
  madeOf: MadeOf;
  /** The catalogue's version the page was rendered with. */
  catalogVersion: string;
  /** Where a redirect (302) sends the visitor. */
  location?: string;
}

export function renderedPage(status: number, html: Buffer, contentSecurityPolicy: string, madeOf: MadeOf, catalogVersion: string, location?: string): RenderedPage {
  return { status, html, contentSecurityPolicy, compressed: {}, bytes: html.length, madeOf, catalogVersion, location };
}

/**
 * Whether a kept page is still the page a render would make now: the apps that drew it are at
 * the same versions in the request's version set, and the catalogue is unchanged if it shows
 * catalogue data. A guides release keeps the review pages; an import keeps the guides.
 */
export function stillCurrent(page: RenderedPage, now: SiteNow): boolean {
  return (!page.madeOf.catalogue || page.catalogVersion === now.catalogVersion) && Object.entries(page.madeOf.apps).every(([app, version]) => now.versions[app] === version);
}

/** The site as a request finds it: the versions of its version set and the catalogue's version. */
export interface SiteNow {
  versions: Readonly<Record<string, string>>;
  catalogVersion: string;
}

/** The page with its compressed forms, for a page that will be sent many times. */
export async function withCompressedForms(page: RenderedPage): Promise<RenderedPage> {
  const forms = await Promise.all(HTML_ENCODINGS.map(async (encoding) => [encoding, await compressHtml(page.html, encoding)] as const));
  const compressed = Object.fromEntries(forms) as Record<HtmlEncoding, Buffer>;
  return { ...page, compressed, bytes: forms.reduce((sum, [, body]) => sum + body.length, page.html.length) };
}
