import { randomBytes } from 'node:crypto';

/**
 * A counted click's id, which the affiliate URL carries to the network and the network's
 * conversions carry back: 128 random bits (base64url, 22 characters). It is made from nothing
 * the visitor sent, so it tells nothing about them, and cannot be guessed from another.
 */
export const newClickId = (): string => randomBytes(16).toString('base64url');

/** Where the catalogue's affiliate URL wants the click id, as written and as a stored URL percent-encodes it (in its path). */
const PLACEHOLDERS = ['{clickId}', '%7BclickId%7D'];

/** Whether the affiliate URL says itself where the click id goes, needing no network's parameter. */
export const placesClickId = (url: string): boolean => PLACEHOLDERS.some((placeholder) => url.includes(placeholder));

/**
 * The affiliate URL with the click id in it: in place of `{clickId}` where the URL holds it,
 * otherwise as the network's own parameter (`param`, set or replaced). Without either, the URL
 * as it is: the click is still counted, its conversions cannot come back.
 */
export function urlWithClickId(url: string, clickId: string, param: string | null): string {
  if (placesClickId(url)) return PLACEHOLDERS.reduce((out, placeholder) => out.replaceAll(placeholder, clickId), url);
  if (!param) return url;
  const withId = new URL(url);
  withId.searchParams.set(param, clickId);
  return withId.href;
}
