import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGE_STORAGE_KEY, normalizeLanguage, type Language, type PathResolver, type SiteInfo } from '@casino/shared';
import { renderPage } from '../render/render-page';
import type { ServerAppsCache } from '../server-federation';
import type { VersionSource } from '../version-source';

export interface PageRouteOptions {
  versions: VersionSource;
  serverApps: ServerAppsCache;
  siteUrl: string;
  site: SiteInfo;
  analyticsId?: string;
  resolveApi: PathResolver;
  /** The CDN origin serving versioned assets, when there is one. */
  assetOrigin?: string;
}

function languageCookie(header: string | undefined): Language | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=(de|en)(?:;|$)`));
  return match ? normalizeLanguage(match[1]) : null;
}

/**
 * A Content-Security-Policy with a fresh nonce per response: only the server's own inline
 * scripts and styles run, nothing injected does.
 */
/** The analytics hosts, allowed only when a measurement id is configured. */
const ANALYTICS = {
  script: ' https://www.googletagmanager.com',
  connect: ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com',
};

function contentSecurityPolicy(nonce: string, assetOrigin = '', analytics = false): string {
  const assets = assetOrigin ? ` ${assetOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${assets}${analytics ? ANALYTICS.script : ''} 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data:${analytics ? ANALYTICS.connect : ''}`,
    `connect-src 'self'${analytics ? ANALYTICS.connect : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const sendHtml = (reply: FastifyReply, status: number, html: string, nonce: string, options: PageRouteOptions) =>
  reply
    .code(status)
    .header('Content-Security-Policy', contentSecurityPolicy(nonce, options.assetOrigin, Boolean(options.analyticsId)))
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);

/** Every other GET is a page: rendered on the server, 404 for unknown paths. */
export async function pageRoutes(app: FastifyInstance, options: PageRouteOptions) {
  app.get('/*', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const snapshot = options.versions.current();
    if (!snapshot) return reply.code(503).header('Retry-After', '30').send({ message: 'The site is not built yet.' });
    const { status, html } = await renderPage({
      url: request.url,
      storedLanguage: languageCookie(request.headers.cookie),
      snapshot,
      apps: options.serverApps.for(snapshot),
      siteUrl: options.siteUrl,
      site: options.site,
      analyticsId: options.analyticsId,
      resolveApi: options.resolveApi,
      nonce,
      log: request.log,
    });
    if (request.url.split('?')[0] === '/') reply.header('Vary', 'Cookie');
    if (status === 503) reply.header('Retry-After', '60');
    return sendHtml(reply, status, html, nonce, options);
  });
}
