import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalFor } from '../steps/scope';
import type { Caller } from '../steps/caller';
import type { ActionServices } from '../steps/step';
import type { StepRunner } from '../steps/step-runner';
import type { ActionRoutesOptions } from '../steps/admin-api';
import type { RoleMap } from '../roles';
import { ConsoleAccess, type IdentityProvider } from './console-access';
import type { Form } from './console-forms';
import { CONSOLE_POLICY, consolePage, type SafeHtml } from './console-html';
import { messagePage, signInPage } from './console-pages';
import { ConsoleSessions, type ConsoleSession } from './console-session';

/** A signed-in request: the session and what its person may do. */
export interface SignedInRequest {
  session: ConsoleSession;
  caller: Caller;
}

/** What the console's pages share with the pages of other files (credentials). */
export interface ConsoleKit {
  send: (reply: FastifyReply, status: number, title: string, body: SafeHtml, signedIn: SignedInRequest | null) => FastifyReply;
  requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<SignedInRequest | null>;
  requireChange: (request: FastifyRequest<{ Body: Form }>, reply: FastifyReply) => Promise<SignedInRequest | null>;
  csrfOf: (signedIn: SignedInRequest) => string;
}

/** What the console gives each capability's pages: the step table, its services and the kit. */
export interface ConsolePageOptions {
  actions: ActionRoutesOptions['actions'];
  services: ActionServices;
  /** Runs a step as the admin API runs it. */
  run: StepRunner;
  kit: ConsoleKit;
}

/** A link in the console's header, shown to whoever may take the step it names. */
export interface ConsoleLink {
  label: string;
  href: string;
  /** The step (by name) whose right shows the link: the page's own look at its figures. */
  step: string;
}

/** A capability's console pages: routes under /admin, made with the kit. */
export type ConsolePages = (app: FastifyInstance, options: ConsolePageOptions) => void;

/** What the console gives the sign-in pages. */
export interface SignInOptions {
  sessions: ConsoleSessions;
  roleMap: RoleMap;
  /** A console page without a session. */
  send: (reply: FastifyReply, status: number, title: string, body: SafeHtml, goTo?: string) => FastifyReply;
  /** The signed-in session's cookie value, or null with the sign-in page (or its 401) sent. */
  requireChange: (request: FastifyRequest<{ Body: Form }>, reply: FastifyReply) => Promise<string | null>;
}

export interface ConsoleRoutesOptions extends ActionRoutesOptions {
  /** Where people sign in, or null: then the admin token signs in to the console. */
  identity: IdentityProvider | null;
  /** The pages that sign people in and out. */
  signIn: (app: FastifyInstance, options: SignInOptions) => void;
  /** Every capability's console pages, the apps' overview among them. */
  pages: readonly ConsolePages[];
  /** The header's links to them. */
  links: readonly ConsoleLink[];
}

/**
 * The console at /admin: server-rendered HTML with no script, independent of the shell and its
 * remotes, so it works while a remote is broken. People sign in through the company's identity
 * provider (or with the admin token where none is set); a session cookie and a CSRF token per
 * form then carry them through. The console is its frame, sessions and access; its pages are
 * the capabilities' (`pages`), each offering only the steps a person may take, each step
 * checked again when posted, run as the admin API runs it, and recorded with the person's name.
 */
export async function consoleRoutes(app: FastifyInstance, { actions, services, run, identity, signIn, pages, links }: ConsoleRoutesOptions) {
  const { db, config } = app;
  // A header link shows where its step is offered and the person may take it.
  const offeredLinks = links.flatMap((link) => {
    const step = actions.find((action) => action.name === link.step);
    return step ? [{ ...link, action: step }] : [];
  });
  const sessions = new ConsoleSessions(app.adminToken, db, config.consoleIdleMinutes);
  const access = new ConsoleAccess(sessions, identity, config.oidcRoles, config.oidcRecheckSeconds, app.log);
  const provider = identity?.providerName ?? null;
  const send = (reply: FastifyReply, status: number, title: string, body: SafeHtml, signedIn: SignedInRequest | null, goTo?: string) =>
    reply
      .code(status)
      .header('Content-Security-Policy', CONSOLE_POLICY)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(
        consolePage(
          title,
          body,
          signedIn && {
            csrf: sessions.csrfToken(signedIn.session.value),
            actor: signedIn.session.actor,
            roles: signedIn.session.roles,
            links: offeredLinks.filter(({ action }) => refusalFor(signedIn.caller, action, {}) === null).map(({ label, href }) => ({ label, href })),
          },
          goTo,
        ),
      );

  /** The signed-in person, or the sign-in page (a GET) or 401 (a change) instead. */
  const requireSession = async (request: FastifyRequest, reply: FastifyReply): Promise<SignedInRequest | null> => {
    const found = await access.of(request.headers.cookie);
    if (found.session) return found;
    const problem = found.ended ?? (request.method === 'GET' ? null : 'Your session has ended. Please sign in again.');
    void send(reply, 401, 'Sign in', signInPage(problem, provider), null);
    return null;
  };

  /** A change needs the form's CSRF token; without it nothing happens. */
  const requireChange = async (request: FastifyRequest<{ Body: Form }>, reply: FastifyReply): Promise<SignedInRequest | null> => {
    const signedIn = await requireSession(request, reply);
    if (!signedIn) return null;
    if (sessions.csrfMatches(signedIn.session.value, request.body?.csrf)) return signedIn;
    void send(reply, 403, 'Refused', messagePage('Refused', 'This form has expired or did not come from the console; nothing was changed. Reload the page and try again.'), signedIn);
    return null;
  };

  const kit: ConsoleKit = { send, requireSession, requireChange, csrfOf: (signedIn) => sessions.csrfToken(signedIn.session.value) };
  for (const addPages of pages) addPages(app, { actions, services, run, kit });
  signIn(app, {
    sessions,
    roleMap: config.oidcRoles,
    send: (reply, status, title, body, goTo) => send(reply, status, title, body, null, goTo),
    requireChange: async (request, reply) => (await requireChange(request, reply))?.session.value ?? null,
  });
}
