import { onThisMachine, type ServerConfig } from '../core/config';
import * as client from 'openid-client';
import { claimValues } from '../core/roles';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim whose values the roles are mapped from (OIDC_ROLES_CLAIM). */
  rolesClaim: string;
  /** The scopes asked for (OIDC_SCOPES): openid, and what makes the provider send the name and the claim. */
  scopes: string;
  /** Where the provider sends the browser back: the site's /admin/oidc/callback. */
  redirectUri: string;
}

/** What the console keeps between sending a person to the provider and their return (in a short-lived cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

/** A person as the provider vouched for them. */
export interface SignedInPerson {
  subject: string;
  name: string;
  claimValues: string[];
  accessToken: string;
}

/** The provider refused, or its answer did not hold: a sign-in that cannot go on (said to the person). */
export class SignInRefused extends Error {}


/** One line for a person's name in the audit trail: printable, at most 80 characters. */
const printable = (text: string) => text.replace(/[\p{C}]+/gu, ' ').trim().slice(0, 80);

/**
 * Console sign-in through the company's identity provider: the authorization code flow with
 * PKCE, a state against forged returns and a nonce against replayed ID tokens (openid-client
 * checks all three, the ID token's signature, issuer and audience). The person's name and
 * claim values come from the userinfo endpoint, which every provider answers with the claims
 * of the granted scopes. The provider's metadata is fetched on first use and kept; a failed
 * fetch is tried again at the next sign-in.
 */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcSettings) {}

  /** The provider's host, as the sign-in button names it. */
  get providerName() {
    return new URL(this.settings.issuer).host;
  }

  private discovered(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(issuer, this.settings.clientId, undefined, client.ClientSecretBasic(this.settings.clientSecret), {
        timeout: 10,
        ...(issuer.protocol === 'http:' && onThisMachine(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's address to send the browser to, and what its return is checked against. */
  async begin(): Promise<{ url: string; pending: PendingSignIn }> {
    const configuration = await this.discovered();
    const pending = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /** Redeems the code the provider sent back (`search` is the callback's query) for the person it names. */
  async finish(search: string, pending: PendingSignIn): Promise<SignedInPerson> {
    const configuration = await this.discovered();
    // The address as the provider was told it, whatever proxy the request passed.
    const returned = new URL(this.settings.redirectUri);
    returned.search = search;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, returned, { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) throw new SignInRefused(`the identity provider refused the sign-in (${error.error})`);
      if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) throw new SignInRefused(`the identity provider's answer did not hold (${error.message})`);
      throw error;
    }
    const subject = tokens.claims()!.sub;
    const info = await client.fetchUserInfo(configuration, tokens.access_token, subject);
    const name = [info.name, info.preferred_username, info.email].find((value): value is string => typeof value === 'string' && printable(value) !== '');
    return { subject, name: printable(name ?? subject), claimValues: claimValues(info[this.settings.rolesClaim]), accessToken: tokens.access_token };
  }

  /**
   * The person's claim values now, asked of the provider with the access token of their
   * sign-in; `ended` when the provider no longer honours it (the person was signed out,
   * disabled, or the token expired). A provider that cannot be reached throws.
   */
  async currentClaimValues(accessToken: string, subject: string): Promise<string[] | 'ended'> {
    try {
      const info = await client.fetchUserInfo(await this.discovered(), accessToken, subject);
      return claimValues(info[this.settings.rolesClaim]);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 401 || status === 403) return 'ended';
      throw error;
    }
  }
}

/** The console's sign-in at the identity provider the settings name, or null when they name none. */
export function oidcSignInOf(config: Pick<ServerConfig, 'oidcIssuer' | 'oidcClientId' | 'oidcClientSecret' | 'oidcRolesClaim' | 'oidcScopes' | 'siteUrl'>): OidcSignIn | null {
  const { oidcIssuer: issuer, oidcClientId: clientId, oidcClientSecret: clientSecret } = config;
  if (!issuer || !clientId || !clientSecret) return null;
  return new OidcSignIn({ issuer, clientId, clientSecret, rolesClaim: config.oidcRolesClaim, scopes: config.oidcScopes, redirectUri: `${config.siteUrl}/admin/oidc/callback` });
}
