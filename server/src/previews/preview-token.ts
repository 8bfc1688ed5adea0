import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAppName, VERSION_PATTERN } from '../core/apps';

/** App → version: what a preview serves instead of the active versions. */
export type PreviewPins = Record<string, string>;

export interface Preview {
  pins: PreviewPins;
  /** When the link and the cookie it sets stop working (ms since the epoch). */
  expiresAt: number;
}

const FORMAT = 'p1';

const mac = (key: string, body: string) => createHmac('sha256', key).update(`${FORMAT}.${body}`).digest();

/**
 * A preview as a signed token: `p1.<payload>.<signature>`, the payload base64url JSON of the
 * pins and the expiry, the signature an HMAC-SHA256 with the site's preview key. Any server
 * reads it without asking the database, so a preview opened on one server is served by all.
 */
export function signPreview(key: string, preview: Preview): string {
  const body = Buffer.from(JSON.stringify({ p: preview.pins, e: Math.floor(preview.expiresAt / 1000) })).toString('base64url');
  return `${FORMAT}.${body}.${mac(key, body).toString('base64url')}`;
}

/** Why a token is not a preview to serve; `expired` only for a genuine token past its time. */
export type PreviewRefusal = 'malformed' | 'forged' | 'expired';

/**
 * The preview a token carries, or why not. The signature is checked before the payload is
 * parsed, so nothing a visitor makes up is ever read as pins.
 */
export function readPreview(key: string, token: string | undefined, now = Date.now()): Preview | PreviewRefusal {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3 || parts[0] !== FORMAT || !parts[1] || !parts[2] || token!.length > 2000) return 'malformed';
  const given = Buffer.from(parts[2], 'base64url');
  const expected = mac(key, parts[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  const payload = parsePayload(Buffer.from(parts[1], 'base64url').toString('utf8'));
  if (!payload) return 'malformed';
  return payload.expiresAt <= now ? 'expired' : payload;
}

function parsePayload(text: string): Preview | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const { p: pins, e: expires } = (value ?? {}) as { p?: unknown; e?: unknown };
  if (!pins || typeof pins !== 'object' || Array.isArray(pins) || !Number.isSafeInteger(expires)) return null;
  const entries = Object.entries(pins as Record<string, unknown>);
  if (!entries.length || !entries.every(([app, version]) => isAppName(app) && typeof version === 'string' && VERSION_PATTERN.test(version))) return null;
  return { pins: Object.fromEntries(entries) as PreviewPins, expiresAt: (expires as number) * 1000 };
}
