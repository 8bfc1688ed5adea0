import { rawCookie } from '@casino/shared';
import type { Database } from '../core/db/database';
import { loadSetting } from '../core/secrets';
import { readPreview, signPreview, type Preview, type PreviewPins, type PreviewRefusal } from './preview-token';

/** Where a preview link is opened and ended; outside every page path of the site. */
export const PREVIEW_PATH = '/_preview';
export const PREVIEW_END_PATH = '/_preview/end';

/**
 * The cookie that pins a browser to a preview's versions. It holds the signed token and ends
 * when the preview does. HttpOnly: only the server reads it. Set only by opening a preview
 * link, which a person asked for, so it is needed for the service that person requested.
 */
export const PREVIEW_COOKIE = 'site_preview';

export const PREVIEW_HOURS = { default: 24, max: 7 * 24 };

/**
 * Preview links: signed with a key every server reads from the shared database, so a link
 * made on one server opens on any, and a browser that opened it is served the pinned versions
 * by every server until the preview expires or the browser ends it.
 */
export class Previews {
  private constructor(private readonly key: string) {}

  static async load(db: Database): Promise<Previews> {
    return new Previews(await loadSetting(db, 'preview_key'));
  }

  /** A link that opens the preview, landing on `landing` (a path of the site). */
  link(siteUrl: string, pins: PreviewPins, hours: number, landing = '/', now = Date.now()) {
    const expiresAt = now + hours * 60 * 60 * 1000;
    const token = signPreview(this.key, { pins, expiresAt });
    const query = new URLSearchParams({ token, ...(landing === '/' ? {} : { to: landing }) });
    return { url: `${siteUrl.replace(/\/$/, '')}${PREVIEW_PATH}?${query}`, expiresAt: new Date(expiresAt).toISOString() };
  }

  read(token: string | undefined, now = Date.now()): Preview | PreviewRefusal {
    return readPreview(this.key, token, now);
  }

  /** The preview a request's cookies pin, if it is genuine and not over. */
  fromCookies(cookies: string | undefined, now = Date.now()): Preview | null {
    const token = rawCookie(cookies, PREVIEW_COOKIE);
    if (!token) return null;
    const preview = this.read(token, now);
    return typeof preview === 'string' ? null : preview;
  }

  /** Pins this browser to the preview until it expires. */
  cookie(token: string, preview: Preview, secure: boolean, now = Date.now()) {
    const seconds = Math.max(1, Math.floor((preview.expiresAt - now) / 1000));
    return `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${seconds}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  }

  static ended(secure: boolean) {
    return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  }
}

/**
 * A path of this site to land on: one slash, then printable ASCII (a browser sends the rest
 * percent-encoded) but no second slash or backslash first (`//host` leaves the site); else `/`.
 */
export const SITE_PATH = /^\/(?![/\\])[!-~]*$/;
export const sitePath = (value: unknown): string => (typeof value === 'string' && SITE_PATH.test(value) && value.length <= 500 ? value : '/');
