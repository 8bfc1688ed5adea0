import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../server/src/test-kit/free-port';

/** A person the provider knows: their login is their subject. */
export interface ProviderPerson {
  name: string;
  groups: string[];
}

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people by login; a test changes their groups as a directory would. */
  people: Map<string, ProviderPerson>;
  stop: () => Promise<void>;
}

/**
 * A real OpenID Connect provider for the console's sign-in tests, with its development login
 * page (any password) and consent page. It answers at `localhost`, while the site is at
 * 127.0.0.1: another site to the browser, as a company's provider is, so the SameSite rules
 * of the console's cookies are met as in production.
 */
export async function startIdentityProvider(redirectUri: string, people: Record<string, ProviderPerson>): Promise<IdentityProvider> {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const known = new Map(Object.entries(people));
  const clientId = 'release-console';
  const clientSecret = 'release-console-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    scopes: ['openid', 'profile', 'groups'],
    claims: { openid: ['sub'], profile: ['name'], groups: ['groups'] },
    findAccount: (_context, id) => {
      const person = known.get(id);
      return person ? { accountId: id, claims: () => ({ sub: id, name: person.name, groups: [...person.groups] }) } : undefined;
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['identity-provider-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
  });
  // `localhost` is 127.0.0.1 here and may be ::1 elsewhere: listen on both loopbacks.
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(provider.callback());
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    if (listening) servers.push(server);
    else if (host === '127.0.0.1') throw new Error(`the identity provider cannot listen on 127.0.0.1:${port}`);
  }
  return {
    issuer,
    clientId,
    clientSecret,
    people: known,
    stop: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
