import type { Database } from '../db/database';
import { ClientBudget } from '../client-budget';
import { tokensMatch } from '../secrets';
import { callerOf, EVERY, type Caller } from './credentials';

/** Who acts with the admin token: every step, every app, and named as such in the audit trail. */
export const BREAK_GLASS: Caller = { name: 'ADMIN_TOKEN (break-glass)', grants: [{ apps: [EVERY], actions: [EVERY] }] };

export type Authentication = { caller: Caller } | { status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks the secret a request brings: the break-glass admin token, or a named credential.
 * Wrong secrets are counted per client (its network: see clientNetwork) and overall, on every
 * server together. A client past its own limit is refused with 429 before any secret is looked
 * at, so guessing costs a minute per handful of tries. Past the overall cap (many networks
 * guessing at once), a client that sent a wrong secret itself this minute is refused unseen
 * too, so a distributed guesser gets one try per network and minute; a client without one
 * still has its secret checked, so the guessers cannot lock out whoever holds a valid one.
 * The guess itself is never logged or kept.
 */
export class Authenticator {
  private readonly perClient: ClientBudget;
  private readonly overall: ClientBudget;

  constructor(
    private readonly db: Database,
    private readonly adminToken: string,
    private readonly limits: { perClient: number; overall: number },
  ) {
    this.perClient = new ClientBudget(db, 'wrong-credentials', limits.perClient);
    this.overall = new ClientBudget(db, 'wrong-credentials-overall', limits.overall);
  }

  /** `client`: the client's network (see clientNetwork). */
  async check(secret: string, client: string): Promise<Authentication> {
    const [own, all] = await Promise.all([this.perClient.peek(client), this.overall.peek('all')]);
    const refused = own.used >= this.limits.perClient ? own : own.used > 0 && all.used >= this.limits.overall ? all : null;
    if (refused) {
      const wait = refused.retryAfterSeconds;
      return { status: 429, message: `Too many wrong credentials; try again in ${wait} seconds`, retryAfterSeconds: wait };
    }
    if (secret && tokensMatch(secret, this.adminToken)) return { caller: BREAK_GLASS };
    const caller = secret ? await callerOf(this.db, secret) : null;
    if (caller) return { caller };
    await Promise.all([this.perClient.take(client), this.overall.take('all')]);
    return { status: 401, message: secret ? 'Credential wrong, revoked or expired' : 'Credential missing: send it as Authorization: Bearer <secret>' };
  }
}
