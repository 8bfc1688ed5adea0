import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { rawCookie } from '@casino/shared';
import type { Role } from '../roles';
import type { Queryable } from '../db/database';
import { tokensMatch } from '../secrets';

export const SESSION_COOKIE = 'console_session';
const SESSION_HOURS = 8;

/** Who a console session is for. */
export interface ConsolePerson {
  /** As the audit trail names them: a person's name and subject, or the admin token. */
  actor: string;
  /** The identity provider's subject; null for a session of the admin token. */
  subject: string | null;
  /** The claim values (groups) the roles came from, as the provider sent them. */
  claimValues: string[];
  roles: Role[];
  /** The provider's access token, to ask for the person's current groups; kept sealed. */
  accessToken: string | null;
}

export interface ConsoleSession extends ConsolePerson {
  /** The cookie's value. */
  value: string;
  /** When the person's roles were last asked of the provider (ms). */
  rolesCheckedAt: number;
}

interface SessionRow {
  actor: string;
  subject: string | null;
  claimValues: string[];
  roles: string[];
  sealed: string | null;
  checkedAt: string;
}

/**
 * The console's sessions. After a sign-in (through the identity provider, or with the admin
 * token where none is set) a session cookie stands for the person. The cookie is signed with
 * a key derived from the admin token (a changed token signs everybody out, and a made-up
 * cookie is refused without a lookup), and the session is kept in the database: signing out,
 * `idleMinutes` without a request, 8 hours, or a change of the person's roles end it on every
 * server at once. Each form carries a CSRF token derived from the session; a change without it
 * is refused (besides SameSite=Strict, which keeps other sites' forms from sending the cookie).
 */
export class ConsoleSessions {
  private readonly key: Buffer;
  private readonly sealKey: Buffer;

  constructor(
    adminToken: string,
    private readonly db: Queryable,
    private readonly idleMinutes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', adminToken).update('release console session').digest();
    this.sealKey = createHmac('sha256', adminToken).update('release console sealed tokens').digest();
  }

  sign(value: string) {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /**
   * Starts a session for `person`: the cookie value, its expiry and a random id, signed. A
   * person who comes back with other roles than their open sessions hold ends those sessions.
   */
  async start(person: ConsolePerson): Promise<string> {
    const expires = this.now() + SESSION_HOURS * 60 * 60 * 1000;
    const body = `${expires}.${randomBytes(16).toString('base64url')}`;
    const value = `${body}.${this.sign(body)}`;
    if (person.subject !== null) {
      await this.db.query('UPDATE console_sessions SET ended_at = now() WHERE subject = $1 AND ended_at IS NULL AND roles <> $2', [person.subject, person.roles]);
    }
    await this.db.query(
      `INSERT INTO console_sessions (id_sha256, actor, subject, claim_values, roles, access_token_sealed, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [idOf(value), person.actor, person.subject, person.claimValues, person.roles, person.accessToken && this.seal(person.accessToken), new Date(expires).toISOString()],
    );
    return value;
  }

  /** The session in a Cookie header, when this site signed it and it has not ended, idled out or expired. */
  async fromCookies(cookies: string | undefined): Promise<ConsoleSession | null> {
    const value = rawCookie(cookies, SESSION_COOKIE);
    if (!value) return null;
    const [expires, id, signature] = value.split('.');
    if (!expires || !id || !signature || !tokensMatch(signature, this.sign(`${expires}.${id}`)) || Number(expires) <= this.now()) return null;
    const [row] = await this.db.query<SessionRow>(
      `UPDATE console_sessions SET last_seen_at = now()
       WHERE id_sha256 = $1 AND ended_at IS NULL AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2)
       RETURNING actor, subject, claim_values AS "claimValues", roles, access_token_sealed AS sealed,
         to_char(roles_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "checkedAt"`,
      [idOf(value), this.idleMinutes],
    );
    if (!row) return null;
    return {
      value,
      actor: row.actor,
      subject: row.subject,
      claimValues: row.claimValues,
      roles: row.roles,
      accessToken: row.sealed ? this.unseal(row.sealed) : null,
      rolesCheckedAt: Date.parse(row.checkedAt),
    };
  }

  /** Notes that the provider confirmed the session's roles just now. */
  async rolesConfirmed(session: string): Promise<void> {
    await this.db.query('UPDATE console_sessions SET roles_checked_at = now() WHERE id_sha256 = $1', [idOf(session)]);
  }

  /** Ends a session on every server. */
  async end(session: string): Promise<void> {
    await this.db.query('UPDATE console_sessions SET ended_at = now() WHERE id_sha256 = $1 AND ended_at IS NULL', [idOf(session)]);
  }

  /** Ends every open session of a person, on every server (their roles changed). */
  async endAllOf(subject: string): Promise<void> {
    await this.db.query('UPDATE console_sessions SET ended_at = now() WHERE subject = $1 AND ended_at IS NULL', [subject]);
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

  /** AES-256-GCM: a copy of the table does not let anyone ask the provider about a person. */
  private seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The sealed text, or null when it was sealed under another admin token or altered. */
  private unseal(sealed: string): string | null {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** Only a hash of the cookie is kept: the table cannot be used to sign in. */
const idOf = (value: string) => createHash('sha256').update(value).digest('hex');
