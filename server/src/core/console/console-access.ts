import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../steps/caller';
import { grantsOf, rolesOf, type RoleMap } from '../roles';
import type { ConsoleSession, ConsoleSessions } from './console-session';

export type Access = { session: ConsoleSession; caller: Caller } | { session: null; ended: string | null };

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role, index) => role === b[index]);

/** Where people sign in (the credentials' OpenID Connect sign-in): what the console asks of it. */
export interface IdentityProvider {
  /** The provider's host, named on the sign-in page. */
  readonly providerName: string;
  /** The person's claim values now (their roles), or `ended` when the provider no longer knows them. */
  currentClaimValues(accessToken: string, subject: string): Promise<string[] | 'ended'>;
}

/**
 * Who a console request comes from, and what they may do now. A person's roles hold only as
 * long as the provider still gives them: every `recheckSeconds` a server asks the provider for
 * the person's groups with the access token of their sign-in. A change of the roles (by the
 * provider, or by a new OIDC_ROLES) ends all the person's sessions on every server; a provider
 * that no longer honours the token ends that session. A provider that cannot be reached is
 * logged and asked again after the next interval, so an outage of the provider does not lock
 * release managers out in the middle of a release; the idle timeout and the 8 hours still hold.
 */
export class ConsoleAccess {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly oidc: IdentityProvider | null,
    private readonly roleMap: RoleMap,
    private readonly recheckSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async of(cookies: string | undefined): Promise<Access> {
    const session = await this.sessions.fromCookies(cookies);
    if (!session) return { session: null, ended: null };
    const problem = session.subject === null ? null : await this.rolesProblem(session, session.subject);
    if (problem) return { session: null, ended: problem };
    return { session, caller: { name: session.actor, grants: grantsOf(session.roles) } };
  }

  /** Why a person's session cannot go on (it is ended here), or null when it can. */
  private async rolesProblem(session: ConsoleSession, subject: string): Promise<string | null> {
    const rolesChanged = async () => {
      this.log.info({ actor: session.actor }, "a person's roles changed: their console sessions are ended");
      await this.sessions.endAllOf(subject);
      return 'Your roles have changed. Please sign in again.';
    };
    if (!this.oidc) {
      await this.sessions.endAllOf(subject);
      return 'Sign-in through the identity provider is no longer set up.';
    }
    if (!sameRoles(rolesOf(this.roleMap, session.claimValues), session.roles)) return rolesChanged();
    if (Date.now() - session.rolesCheckedAt < this.recheckSeconds * 1000) return null;
    let values: string[] | 'ended';
    try {
      values = session.accessToken ? await this.oidc.currentClaimValues(session.accessToken, subject) : 'ended';
    } catch (error) {
      this.log.warn({ err: error, actor: session.actor }, 'the identity provider could not be asked for a person’s groups; their session goes on until the next check');
      await this.sessions.rolesConfirmed(session.value);
      return null;
    }
    if (values === 'ended') {
      await this.sessions.end(session.value);
      return 'Your sign-in at the identity provider has ended. Please sign in again.';
    }
    if (!sameRoles(rolesOf(this.roleMap, values), session.roles)) return rolesChanged();
    await this.sessions.rolesConfirmed(session.value);
    return null;
  }
}
