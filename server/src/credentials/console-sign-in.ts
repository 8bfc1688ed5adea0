import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rawCookie } from '@casino/shared';
import { BREAK_GLASS } from './authenticate';
import { SignInRefused, type OidcSignIn, type PendingSignIn } from './oidc';
import { rolesOf } from '../core/roles';
import { tokensMatch } from '../core/secrets';
import { FORMS, type Form } from '../core/console/console-forms';
import { html } from '../core/console/console-html';
import { messagePage, signInPage } from '../core/console/console-pages';
import type { SignInOptions } from '../core/console/console-routes';
import { ConsoleSessions } from '../core/console/console-session';

/** Who acts in the console signed in with the admin token (only where no identity provider is set). */
export const CONSOLE_ACTOR = `console (${BREAK_GLASS.name})`;

/** Holds the state, nonce and PKCE verifier while the person is at the provider. */
const PENDING_COOKIE = 'console_sign_in';
const PENDING_MINUTES = 10;

/** What the console gives the sign-in pages, and the identity provider, where one is set. */
export interface SignInDeps extends SignInOptions {
  oidc: OidcSignIn | null;
}

const secure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Signing in and out. With OIDC_ISSUER set, people sign in at the company's identity provider
 * and the admin token opens only the admin API (the break-glass way when the provider is
 * down); without it, the admin token signs in to the console as well.
 */
export function signInRoutes(app: FastifyInstance, { sessions, oidc, roleMap, send, requireChange }: SignInDeps) {
  const pendingCookie = (value: string, request: FastifyRequest, minutes: number) =>
    // Lax, unlike the session: the provider sends the browser back from another site.
    `${PENDING_COOKIE}=${value}; Path=/admin/oidc; Max-Age=${minutes * 60}; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`;

  const sealPending = (pending: PendingSignIn) => {
    const body = Buffer.from(JSON.stringify({ ...pending, until: Date.now() + PENDING_MINUTES * 60_000 })).toString('base64url');
    return `${body}.${sessions.sign(`pending ${body}`)}`;
  };
  const openPending = (cookies: string | undefined): PendingSignIn | null => {
    const [body, signature] = (rawCookie(cookies, PENDING_COOKIE) ?? '').split('.');
    if (!body || !signature || !tokensMatch(signature, sessions.sign(`pending ${body}`))) return null;
    const pending = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PendingSignIn & { until: number };
    return pending.until > Date.now() ? pending : null;
  };

  app.post<{ Body: Form }>('/admin/sign-in', FORMS, async (request, reply) => {
    if (oidc) return send(reply, 403, 'Sign in', signInPage('The console signs in through the identity provider; the admin token opens only the admin API.', oidc.providerName));
    // Wrong tokens count against the same limits as the admin API's (see Authenticator).
    const checked = await app.authenticator.check(request.body?.token ?? '', request.client);
    if ('status' in checked && checked.status === 429) {
      return send(reply.header('Retry-After', String(checked.retryAfterSeconds)), 429, 'Sign in', signInPage(`Too many attempts. Try again in ${checked.retryAfterSeconds} seconds.`, null));
    }
    if (!('caller' in checked) || checked.caller !== BREAK_GLASS) {
      request.log.warn('console sign-in with a wrong token');
      return send(reply, 401, 'Sign in', signInPage('That is not the admin token.', null));
    }
    await sessions.prune();
    const session = await sessions.start({ actor: CONSOLE_ACTOR, subject: null, claimValues: [], roles: ['admin'], accessToken: null });
    return reply.header('Set-Cookie', sessions.cookie(session, secure(request))).redirect('/admin', 303);
  });

  app.get('/admin/oidc/start', async (request, reply) => {
    if (!oidc) return send(reply, 404, 'Not set up', messagePage('Not set up', 'No identity provider is set up for this console.'));
    let started: Awaited<ReturnType<OidcSignIn['begin']>>;
    try {
      started = await oidc.begin();
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider cannot be reached');
      return send(reply, 502, 'Sign in', signInPage(`The identity provider at ${oidc.providerName} cannot be reached. Try again in a minute.`, oidc.providerName));
    }
    return reply.header('Set-Cookie', pendingCookie(sealPending(started.pending), request, PENDING_MINUTES)).redirect(started.url, 303);
  });

  app.get('/admin/oidc/callback', async (request, reply) => {
    if (!oidc) return send(reply, 404, 'Not set up', messagePage('Not set up', 'No identity provider is set up for this console.'));
    const pending = openPending(request.headers.cookie);
    reply.header('Set-Cookie', pendingCookie('', request, 0));
    if (!pending) return send(reply, 400, 'Sign in', signInPage('This sign-in did not start here or took longer than 10 minutes. Please start again.', oidc.providerName));
    const query = request.url.indexOf('?');
    const search = query >= 0 ? request.url.slice(query) : '';
    let person: Awaited<ReturnType<OidcSignIn['finish']>>;
    try {
      person = await oidc.finish(search, pending);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      request.log.warn({ reason: error.message }, 'console sign-in refused');
      return send(reply, 403, 'Sign in', signInPage(`You are not signed in: ${error.message}.`, oidc.providerName));
    }
    const roles = rolesOf(roleMap, person.claimValues);
    const actor = `${person.name} (${person.subject})`;
    if (!roles.length) {
      request.log.warn({ actor }, 'console sign-in without a role');
      return send(reply, 403, 'No access', messagePage('No access', `You are signed in at ${oidc.providerName} as ${person.name}, but none of your groups gives a role in this console. Ask an admin for one.`));
    }
    await sessions.prune();
    const session = await sessions.start({ actor, subject: person.subject, claimValues: person.claimValues, roles, accessToken: person.accessToken });
    request.log.info({ actor, roles }, 'console sign-in');
    reply.header('Set-Cookie', sessions.cookie(session, secure(request)));
    // The session cookie is SameSite=Strict, and this request came from the provider's site: a
    // redirect would keep counting as cross-site and arrive without it. A page of this site
    // that moves on by itself makes the next request a same-site one.
    return send(reply, 200, 'Signed in', html`<h1>Signed in</h1><p><a href="/admin">Continue to the console</a></p>`, '/admin');
  });

  app.post<{ Body: Form }>('/admin/sign-out', FORMS, async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    // Ended in the database: the old cookie opens nothing on any server, wherever a copy of it is.
    await sessions.end(session);
    return reply.header('Set-Cookie', ConsoleSessions.signedOut(secure(request))).redirect('/admin', 303);
  });
}
