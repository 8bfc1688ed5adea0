import { compressHtml, HTML_ENCODINGS, type HtmlEncoding } from '../render/compress-html';

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
}

export function renderedPage(status: number, html: Buffer, contentSecurityPolicy: string): RenderedPage {
  return { status, html, contentSecurityPolicy, compressed: {}, bytes: html.length };
}

/** The page with its compressed forms, for a page that will be sent many times. */
export async function withCompressedForms(page: RenderedPage): Promise<RenderedPage> {
  const forms = await Promise.all(HTML_ENCODINGS.map(async (encoding) => [encoding, await compressHtml(page.html, encoding)] as const));
  const compressed = Object.fromEntries(forms) as Record<HtmlEncoding, Buffer>;
  return { ...page, compressed, bytes: forms.reduce((sum, [, body]) => sum + body.length, page.html.length) };
}
