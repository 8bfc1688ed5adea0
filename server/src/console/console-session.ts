import { createHmac, randomBytes } from 'node:crypto';
import { tokensMatch } from '../secrets';

export const SESSION_COOKIE = 'console_session';
const SESSION_HOURS = 8;

/**
 * The console's sign-in: the admin token is asked for once, then a session cookie stands for
 * it. The cookie is signed with a key derived from the admin token, so every worker and every
 * server sharing the token accepts it without a session table, and changing the token signs
 * everybody out. Each form carries a CSRF token derived from the session; a change without it
 * is refused (besides SameSite=Strict, which keeps other sites' forms from sending the cookie).
 */
export class ConsoleSessions {
  private readonly key: Buffer;

  constructor(adminToken: string, private readonly now: () => number = Date.now) {
    this.key = createHmac('sha256', adminToken).update('release console session').digest();
  }

  private sign(value: string) {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** A new session's cookie value: its expiry and a random id, signed. */
  start(): string {
    const body = `${this.now() + SESSION_HOURS * 60 * 60 * 1000}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The session in a Cookie header, when it is one this server signed and has not expired. */
  fromCookies(cookies: string | undefined): string | null {
    const value = rawCookie(cookies, SESSION_COOKIE);
    if (!value) return null;
    const [expires, id, signature] = value.split('.');
    if (!expires || !id || !signature || !tokensMatch(signature, this.sign(`${expires}.${id}`))) return null;
    return Number(expires) > this.now() ? value : null;
  }

  csrfToken(session: string) {
    return this.sign(`csrf ${session}`);
  }

  csrfMatches(session: string, given: unknown) {
    return typeof given === 'string' && given.length > 0 && tokensMatch(given, this.csrfToken(session));
  }

  cookie(value: string, secure: boolean) {
    return `${SESSION_COOKIE}=${value}; Path=/admin; Max-Age=${SESSION_HOURS * 60 * 60}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  static signedOut(secure: boolean) {
    return `${SESSION_COOKIE}=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }
}

/** A cookie's value as sent (the shared cookieValue accepts listed values only). */
function rawCookie(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
