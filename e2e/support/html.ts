/** Small readers for server HTML, used before any script has run. */
export const attribute = (html: string, selector: RegExp) => html.match(selector)?.[1] ?? null;

export const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
export const langOf = (html: string) => attribute(html, /<html lang="([^"]+)"/);
export const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)"/);
export const metaOf = (html: string, name: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));
export const hreflangOf = (html: string, language: string) =>
  attribute(html, new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]+)"`));
export const h1Of = (html: string) => attribute(html, /<h1[^>]*>([^<]+)</);

export const decodeEntities = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/**
 * The scripts a page starts once it has been painted and the files it preloads with them, as
 * its inline loader names them (the server's script-loader).
 */
export function pageScriptsOf(html: string): { scripts: string[]; preloads: string[] } {
  const call = html.match(/startScriptsAfterFirstPaint\(scripts, preloads\) \{[\s\S]*?\}\)\((\[[^\]]*\]), (\[[^\]]*\])\);<\/script>/);
  if (!call) return { scripts: [], preloads: [] };
  return { scripts: JSON.parse(call[1]!) as string[], preloads: JSON.parse(call[2]!) as string[] };
}
