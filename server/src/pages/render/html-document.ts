import { CONSENT_COOKIE, HEAD_MARKER, PAGE_STATE_GLOBAL, type HeadTag, type Language, type PageState } from '@casino/shared';
import { hashSource, type InlineHashes } from './content-security-policy';
import { escapeHtml, jsonForScript } from '../../core/escape';
import type { PreviewBar } from './preview-bar';
import { scriptLoader } from './script-loader';
import { stateJsonForScript } from './state-json';

export interface DocumentParts {
  language: Language;
  head: HeadTag[];
  styleTags: string;
  body: string;
  state: PageState;
  /** The shell's scripts, run in this order. */
  scripts: string[];
  /** Files the page will load next (the page app's entry and module), fetched with the scripts. */
  preloads: string[];
  /** schema.org Organization for every page. */
  organization: object;
  /** On a preview's pages: the marker above the site; such pages are never indexed. */
  preview?: PreviewBar;
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
 * Text parts as one UTF-8 buffer, without first joining them into one string: a page's
 * string would be two-byte (it holds "€" and "–") and, at the size of the home page, one
 * of V8's large objects, which cost a major garbage collection every few renders.
 */
function utf8Concat(parts: readonly string[]): Buffer {
  const page = Buffer.allocUnsafe(parts.reduce((length, part) => length + Buffer.byteLength(part), 0));
  let offset = 0;
  for (const part of parts) offset += page.write(part, offset);
  return page;
}

/**
 * The whole HTML page, in UTF-8, and the hashes of its inline script and styles for its CSP:
 * everything a crawler needs is in it before any script runs.
 */
/**
 * Marks the page as one whose visitor answered the consent banner, before anything is painted:
 * the banner is in every page's HTML (a page is the same for every visitor, so any cache may
 * keep it), and its style hides it on a page so marked. No flash, and no shift either way: the
 * banner floats above the page.
 */
export const CONSENT_MARK_SCRIPT = `if(/(?:^|;)\\s*${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))document.documentElement.dataset.consent='answered';`;

export function htmlDocument(parts: DocumentParts): { html: Buffer; inlineHashes: InlineHashes } {
  const stateScript = `window.${PAGE_STATE_GLOBAL}=${stateJsonForScript(parts.state)};\n`;
  const loaderScript = scriptLoader(parts.scripts, parts.preloads);
  const line = (text: string) => `${text}\n`;
  const html = utf8Concat([
    line('<!doctype html>'),
    line(`<html lang="${parts.language}">`),
    line('<head>'),
    line('<meta charset="utf-8">'),
    line('<meta name="viewport" content="width=device-width, initial-scale=1">'),
    line('<meta name="theme-color" content="#0b1120">'),
    line('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'),
    line(`<script>${CONSENT_MARK_SCRIPT}</script>`),
    ...parts.head.map((tag) => line(renderHeadTag(tag))),
    line(`<script type="application/ld+json">${jsonForScript(parts.organization)}</script>`),
    line(parts.styleTags),
    ...(parts.preview ? [line('<meta name="robots" content="noindex, nofollow">'), line(`<style>${parts.preview.style}</style>`)] : []),
    line('</head>'),
    line('<body>'),
    // The large parts on their own: put into a template string, each would be copied once more.
    '<div id="root">',
    parts.body,
    line('</div>'),
    // After the site, so the skip link stays the first thing a keyboard reaches; shown at the bottom.
    parts.preview?.html ?? '',
    '<script>',
    stateScript,
    loaderScript,
    line('</script>'),
    line('</body>'),
    '</html>',
  ]);
  return { html, inlineHashes: { scripts: [hashSource(CONSENT_MARK_SCRIPT), hashSource(stateScript + loaderScript)], styles: [...styleTexts(parts.styleTags), ...(parts.preview ? [parts.preview.style] : [])].map(hashSource) } };
}
