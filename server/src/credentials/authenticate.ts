import type { Database } from '../core/db/database';
import { ClientBudget } from '../core/client-budget';
import { tokensMatch } from '../core/secrets';
import { callerOf, EVERY, type Caller } from './credentials';

/** Who acts with the admin token: every step, every app, and named as such in the audit trail. */
export const BREAK_GLASS: Caller = { name: 'ADMIN_TOKEN (break-glass)', grants: [{ apps: [EVERY], actions: [EVERY] }], breakGlass: true };

export type Authentication = { caller: Caller } | { status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks the secret a request brings: the break-glass admin token, or a named credential.
 * Wrong secrets are counted per client (its network: see clientNetwork) and overall, on every
 * server together: each request takes one from both before its secret is looked at, and a valid
 * secret gives them back. A client past its own limit is refused with 429 before any secret is looked
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
    // Reserve first, look second: a check between reading the count and adding to it would let
    // every request sent in parallel pass before the first wrong one is counted.
    const own = await this.perClient.reserve(client);
    if (!own.allowed) return tooMany(own.retryAfterSeconds);
    const all = await this.overall.reserve('all');
    // Past the overall cap, a client whose reservation is not its first this minute sent a wrong
    // secret itself (or sends several at once): refused unseen. Its first is looked at.
    if (!all.allowed && own.used > 1) return tooMany(all.retryAfterSeconds);
    const caller = secret && tokensMatch(secret, this.adminToken) ? BREAK_GLASS : secret ? await callerOf(this.db, secret) : null;
    if (caller) {
      // A valid secret costs its client nothing.
      await Promise.all([this.perClient.giveBack(client), this.overall.giveBack('all')]);
      return { caller };
    }
    return { status: 401, message: secret ? 'Credential wrong, revoked or expired' : 'Credential missing: send it as Authorization: Bearer <secret>' };
  }
}

const tooMany = (wait: number): Authentication => ({ status: 429, message: `Too many wrong credentials; try again in ${wait} seconds`, retryAfterSeconds: wait });
