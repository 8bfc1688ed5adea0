import { createHash } from 'node:crypto';

/** A CSP source that allows one inline script or style by the SHA-256 of its text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * styled-components adds one empty `<style>` element in the browser and fills it through the
 * CSSOM (insertRule, which CSP does not govern). The element itself is checked against the
 * policy with its text, the empty string, so that hash must be allowed.
 */
const EMPTY_STYLE = hashSource('');

/** The page's inline code, each as a CSP hash source of its exact text. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** How pages' policies differ between sites: a CDN origin for assets, analytics when configured. */
export interface PolicyOptions {
  assetOrigin?: string;
  analytics: boolean;
}

/** The analytics hosts, allowed only when a measurement id is configured. */
const ANALYTICS = {
  script: ' https://www.googletagmanager.com',
  connect: ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com',
};

/**
 * A strict Content-Security-Policy for one rendered page: besides files from the site (and its
 * asset origin), only the page's own inline script and styles run, allowed by hash, so
 * nothing injected into the page does. Hashes instead of a per-response nonce let a cached
 * page be sent as the same bytes every time, compressed once.
 */
export function contentSecurityPolicy(inline: InlineHashes, { assetOrigin, analytics }: PolicyOptions): string {
  const assets = assetOrigin ? ` ${assetOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${assets}${analytics ? ANALYTICS.script : ''} ${inline.scripts.join(' ')}`.trimEnd(),
    `style-src 'self' ${[...inline.styles, EMPTY_STYLE].join(' ')}`,
    `img-src 'self' data:${analytics ? ANALYTICS.connect : ''}`,
    `connect-src 'self'${analytics ? ANALYTICS.connect : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
