import { HEAD_MARKER, PAGE_STATE_GLOBAL, type HeadTag, type Language, type PageState } from '@casino/shared';
import { hashSource, type InlineHashes } from './content-security-policy';
import { escapeHtml, jsonForScript } from './escape';

export interface DocumentParts {
  language: Language;
  head: HeadTag[];
  styleTags: string;
  body: string;
  state: PageState;
  scripts: string[];
  preloads: string[];
  /** schema.org Organization for every page. */
  organization: object;
}

function renderHeadTag({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries({ ...attributes, [HEAD_MARKER]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag === 'title') return `<title>${escapeHtml(text ?? '')}</title>`;
  if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
  // Structured data: JSON, escaped so it cannot close its script element.
  return `<script${attrs}>${(text ?? '').replace(/</g, '\\u003c')}</script>`;
}

/** The text inside each `<style>` element of rendered style tags. */
const styleTexts = (styleTags: string) => [...styleTags.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

/**
 * The whole HTML page, and the hashes of its inline script and styles for its CSP: everything
 * a crawler needs is in it before any script runs.
 */
export function htmlDocument(parts: DocumentParts): { html: string; inlineHashes: InlineHashes } {
  const stateScript = `window.${PAGE_STATE_GLOBAL}=${jsonForScript(parts.state)}`;
  const html = [
    '<!doctype html>',
    `<html lang="${parts.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b1120">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...parts.head.map(renderHeadTag),
    `<script type="application/ld+json">${jsonForScript(parts.organization)}</script>`,
    ...parts.preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    parts.styleTags,
    '</head>',
    '<body>',
    `<div id="root">${parts.body}</div>`,
    `<script>${stateScript}</script>`,
    ...parts.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</body>',
    '</html>',
  ].join('\n');
  return { html, inlineHashes: { scripts: [hashSource(stateScript)], styles: styleTexts(parts.styleTags).map(hashSource) } };
}
