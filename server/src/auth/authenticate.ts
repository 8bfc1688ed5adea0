import type { Queryable } from '../db/database';
import { MinuteBudget } from '../minute-budget';
import { tokensMatch } from '../secrets';
import { callerOf, EVERY, type Caller } from './credentials';

/** Who acts with the admin token: every step, every app, and named as such in the audit trail. */
export const BREAK_GLASS: Caller = { name: 'ADMIN_TOKEN (break-glass)', grants: [{ apps: [EVERY], actions: [EVERY] }] };

export type Authentication = { caller: Caller } | { status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks the secret a request brings: the break-glass admin token, or a named credential.
 * Wrong secrets are counted per client address and overall; past either limit a client's
 * attempts are refused with 429 before any secret is looked at, so guessing costs a minute per
 * handful of tries. The guess itself is never logged or kept.
 */
export class Authenticator {
  private readonly perClient: MinuteBudget;
  private readonly overall: MinuteBudget;

  constructor(
    private readonly db: Queryable,
    private readonly adminToken: string,
    limits: { perClient: number; overall: number },
  ) {
    this.perClient = new MinuteBudget(limits.perClient);
    this.overall = new MinuteBudget(limits.overall);
  }

  async check(secret: string, client: string): Promise<Authentication> {
    const wait = this.perClient.spent(client) ?? this.overall.spent('all');
    if (wait !== null) return { status: 429, message: `Too many wrong credentials; try again in ${wait} seconds`, retryAfterSeconds: wait };
    if (secret && tokensMatch(secret, this.adminToken)) return { caller: BREAK_GLASS };
    const caller = secret ? await callerOf(this.db, secret) : null;
    if (caller) return { caller };
    this.perClient.take(client);
    this.overall.take('all');
    return { status: 401, message: secret ? 'Credential wrong, revoked or expired' : 'Credential missing: send it as Authorization: Bearer <secret>' };
  }
}
