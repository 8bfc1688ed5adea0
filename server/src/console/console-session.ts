import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { tokensMatch } from '../secrets';

export const SESSION_COOKIE = 'console_session';
const SESSION_HOURS = 8;

/**
 * The console's sign-in: the admin token is asked for once, then a session cookie stands for
 * it. The cookie is signed with a key derived from the admin token (a changed token signs
 * everybody out, and a made-up cookie is refused without a lookup), and the session is kept in
 * the database: signing out, `idleMinutes` without a request, or 8 hours end it on every server
 * at once. Each form carries a CSRF token derived from the session; a change without it is
 * refused (besides SameSite=Strict, which keeps other sites' forms from sending the cookie).
 */
export class ConsoleSessions {
  private readonly key: Buffer;

  constructor(
    adminToken: string,
    private readonly db: Queryable,
    private readonly idleMinutes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', adminToken).update('release console session').digest();
  }

  private sign(value: string) {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** Starts a session for `actor`: the cookie value, its expiry and a random id, signed. */
  async start(actor: string): Promise<string> {
    const expires = this.now() + SESSION_HOURS * 60 * 60 * 1000;
    const body = `${expires}.${randomBytes(16).toString('base64url')}`;
    const value = `${body}.${this.sign(body)}`;
    await this.db.query('INSERT INTO console_sessions (id_sha256, actor, expires_at) VALUES ($1, $2, $3)', [idOf(value), actor, new Date(expires).toISOString()]);
    return value;
  }

  /** The session in a Cookie header, when this site signed it and it has not ended, idled out or expired. */
  async fromCookies(cookies: string | undefined): Promise<string | null> {
    const value = rawCookie(cookies, SESSION_COOKIE);
    if (!value) return null;
    const [expires, id, signature] = value.split('.');
    if (!expires || !id || !signature || !tokensMatch(signature, this.sign(`${expires}.${id}`)) || Number(expires) <= this.now()) return null;
    const alive = await this.db.query(
      `UPDATE console_sessions SET last_seen_at = now()
       WHERE id_sha256 = $1 AND ended_at IS NULL AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2) RETURNING 1`,
      [idOf(value), this.idleMinutes],
    );
    return alive.length ? value : null;
  }

  /** Ends a session on every server. */
  async end(session: string): Promise<void> {
    await this.db.query('UPDATE console_sessions SET ended_at = now() WHERE id_sha256 = $1 AND ended_at IS NULL', [idOf(session)]);
  }

  /** Forgets sessions that ended or expired a day ago or more. */
  async prune(): Promise<void> {
    await this.db.query("DELETE FROM console_sessions WHERE expires_at < now() - interval '1 day' OR ended_at < now() - interval '1 day'");
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

/** Only a hash of the cookie is kept: the table cannot be used to sign in. */
const idOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** A cookie's value as sent (the shared cookieValue accepts listed values only). */
function rawCookie(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
