import type { Language } from '@casino/shared';
import { PREVIEW_END_PATH } from '../../previews';
import { escapeHtml } from '../../core/escape';

/**
 * What a preview page shows below the site, outside the part the shell hydrates: sticky at the
 * bottom of the window (under the consent banner while that is open).
 */
export interface PreviewBar {
  html: string;
  /** The bar's style sheet, allowed by its hash like the page's other inline styles. */
  style: string;
}

const TEXT = {
  de: { label: 'Vorschau', says: 'nicht öffentlich, nur in diesem Browser', end: 'Vorschau beenden' },
  en: { label: 'Preview', says: 'not public, in this browser only', end: 'End preview' },
} as const;

const STYLE =
  '.preview-bar{position:sticky;bottom:0;z-index:80;display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:center;padding:.5rem 1rem;background:#fde047;color:#111827;font:600 1rem/1.5 system-ui,sans-serif}' +
  '.preview-bar a{color:#111827}.preview-bar a:focus-visible{outline:3px solid #111827;outline-offset:2px}';

/**
 * The marker on every page of a preview: which app versions it shows, and a link that ends the
 * preview and comes back to the same page. It names no expiry, so the page is the same for every
 * link to the same versions.
 */
export function previewBar(language: Language, pins: Readonly<Record<string, string>>, pageUrl: string): PreviewBar {
  const text = TEXT[language];
  const versions = Object.entries(pins).map(([app, version]) => `${app} ${version}`).join(', ');
  const end = `${PREVIEW_END_PATH}?${new URLSearchParams({ to: pageUrl })}`;
  return {
    html: `<aside class="preview-bar" aria-label="${text.label}"><span>${text.label}: ${escapeHtml(versions)} (${text.says})</span> <a href="${escapeHtml(end)}">${text.end}</a></aside>\n`,
    style: STYLE,
  };
}
