import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPS, isAppName } from '../apps';
import type { Caller } from '../steps/caller';
import { OidcSignIn } from '../../credentials/oidc';
import { concerns, refusalFor } from '../../credentials/scope';
import { ConsoleAccess } from './console-access';
import { formInput, FORMS, type Form } from './console-forms';
import { CONSOLE_POLICY, consolePage, type SafeHtml } from './console-html';
import { appPage, diffPage, messagePage, overviewPage, signInPage, type AppSummary, type Outcome } from '../../releases/release-pages';
import { ConsoleSessions, type ConsoleSession } from './console-session';
import { signInRoutes } from '../../credentials/console-sign-in';
import { actionServices, changesOf, purgedKeysOf } from '../steps/step';
import { RELEASE_ACTIONS } from '../../releases/release-steps';
import { activeVersions, runningCanaries } from '../../releases/registry';
import { ReleaseError } from '../steps/step-error';
import { lastHour } from '../../releases/version-counts';
import { recentVitals } from '../../releases/vitals';
import type { ActionRoutesOptions } from '../steps/admin-api';
import { AppParams, HistoryPageQuery } from '../api-schemas';
import { clickReportRoutes } from '../../clicks/console-clicks';
import { credentialRoutes } from '../../credentials/console-credentials';
import { subscriberRoutes } from '../../newsletter/console-subscribers';
import { linkHealthRoutes } from '../../link-health/console-link-health';
import { servedNow } from '../../pages/edge-purge';

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

/**
 * The release console at /admin: server-rendered HTML with no script, independent of the
 * shell and its remotes, so it works while a remote is broken. People sign in through the
 * company's identity provider (or with the admin token where none is set); a session cookie
 * and a CSRF token per form then carry them through. The console shows the apps a person's
 * roles concern and offers only the steps they may take; a posted step is checked again, runs
 * the same work as the admin API, and is recorded with the person's name and subject. Every
 * change asks for a reason.
 */
export async function consoleRoutes(fastify: FastifyInstance, { actions = RELEASE_ACTIONS }: ActionRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, releases, versions, config, edgePurge } = app;
  const services = actionServices(app, actions);
  /** The steps the app page offers as forms, in the table's order. */
  const forms = actions.filter((action) => action.console);
  const credentialList = actions.find((action) => action.name === 'credential-list');
  const linkHealthList = actions.find((action) => action.name === 'link-health');
  const clickReport = actions.find((action) => action.name === 'click-report');
  const subscriberExport = actions.find((action) => action.name === 'subscriber-export');
  const sessions = new ConsoleSessions(app.adminToken, db, config.consoleIdleMinutes);
  const oidc =
    config.oidcIssuer && config.oidcClientId && config.oidcClientSecret
      ? new OidcSignIn({
          issuer: config.oidcIssuer,
          clientId: config.oidcClientId,
          clientSecret: config.oidcClientSecret,
          rolesClaim: config.oidcRolesClaim,
          scopes: config.oidcScopes,
          redirectUri: `${config.siteUrl}/admin/oidc/callback`,
        })
      : null;
  const access = new ConsoleAccess(sessions, oidc, config.oidcRoles, config.oidcRecheckSeconds, app.log);
  const provider = oidc?.providerName ?? null;

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
            managesCredentials: credentialList !== undefined && refusalFor(signedIn.caller, credentialList, {}) === null,
            readsLinkHealth: linkHealthList !== undefined && refusalFor(signedIn.caller, linkHealthList, {}) === null,
            readsClicks: clickReport !== undefined && refusalFor(signedIn.caller, clickReport, {}) === null,
            managesSubscribers: subscriberExport !== undefined && refusalFor(signedIn.caller, subscriberExport, {}) === null,
          },
          goTo,
        ),
      );

  const summaryOf = async (name: string): Promise<AppSummary> => {
    const [active, canaries, minutes] = await Promise.all([activeVersions(db), runningCanaries(db), lastHour(db, name)]);
    return { app: name, active: active.get(name) ?? null, canary: canaries.find((c) => c.app === name) ?? null, minutes };
  };

  /** The app page, with the forms of the steps this person may take on the app. */
  const renderApp = async (reply: FastifyReply, signedIn: SignedInRequest, name: string, page: number, outcome: Outcome | null, status = 200) => {
    const [history, summary, vitals] = await Promise.all([releases.history(name, page), summaryOf(name), recentVitals(db, name)]);
    // A form is offered when its post would be allowed: the step on the apps its form's input names (this page's app).
    const allowed = forms.filter((action) => refusalFor(signedIn.caller, action, formInput(action, name, {}).input) === null);
    const data = { summary, vitals, releases: history.releases, audit: history.audit, page: history.page, pages: history.pages, csrf: sessions.csrfToken(signedIn.session.value), outcome };
    return send(reply, status, name, appPage(data, allowed, Date.now()), signedIn);
  };

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

  /** An app a person's roles do not concern is not shown to them (403), whether or not it exists. */
  const requireApp = (reply: FastifyReply, signedIn: SignedInRequest, name: string): boolean => {
    if (!isAppName(name)) void send(reply, 404, 'Unknown app', messagePage('Unknown app', `There is no app "${name}".`), signedIn);
    else if (!concerns(signedIn.caller, name)) void send(reply, 403, 'Refused', messagePage('Refused', `${signedIn.caller.name} has no role for ${name}.`), signedIn);
    else return true;
    return false;
  };

  const kit: ConsoleKit = { send, requireSession, requireChange, csrfOf: (signedIn) => sessions.csrfToken(signedIn.session.value) };
  credentialRoutes(app, { actions, services, kit });
  linkHealthRoutes(app, { actions, services, kit });
  clickReportRoutes(app, { actions, services, kit });
  subscriberRoutes(app, { actions, services, kit });
  signInRoutes(app, {
    sessions,
    oidc,
    roleMap: config.oidcRoles,
    send: (reply, status, title, body, goTo) => send(reply, status, title, body, null, goTo),
    requireChange: async (request, reply) => (await requireChange(request, reply))?.session.value ?? null,
  });

  app.get('/admin', async (request, reply) => {
    const signedIn = await requireSession(request, reply);
    if (!signedIn) return reply;
    const shown = APPS.filter(({ app: name }) => concerns(signedIn.caller, name));
    const summaries = await Promise.all(shown.map(({ app: name }) => summaryOf(name)));
    return send(reply, 200, 'Apps', overviewPage(summaries, Date.now()), signedIn);
  });

  app.get(
    '/admin/apps/:app',
    { schema: { params: AppParams, querystring: HistoryPageQuery } },
    async (request, reply) => {
      const signedIn = await requireSession(request, reply);
      if (!signedIn || !requireApp(reply, signedIn, request.params.app)) return reply;
      return renderApp(reply, signedIn, request.params.app, request.query.page ?? 1, null);
    },
  );

  app.get('/admin/apps/:app/versions/:version', { schema: { params: Type.Object({ app: Type.String(), version: Type.String() }) } }, async (request, reply) => {
    const signedIn = await requireSession(request, reply);
    const { app: name, version } = request.params;
    if (!signedIn || !requireApp(reply, signedIn, name)) return reply;
    try {
      return send(reply, 200, `${name} ${version}`, diffPage(name, await releases.diff(name, version)), signedIn);
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return renderApp(reply, signedIn, name, 1, { ok: false, message: error.message, details: [] }, 404);
    }
  });

  app.post<{ Params: { app: string; action: string }; Body: Form }>('/admin/apps/:app/:action', FORMS, async (request, reply) => {
    const signedIn = await requireChange(request, reply);
    if (!signedIn) return reply;
    const { app: name, action: step } = request.params;
    const action = forms.find((entry) => entry.name === step);
    if (!action?.console) return send(reply, 404, 'Unknown', messagePage('Unknown', 'There is no such step.'), signedIn);
    if (!requireApp(reply, signedIn, name)) return reply;
    const refused = (message: string, status: number, details: string[] = []) => renderApp(reply, signedIn, name, 1, { ok: false, message, details }, status);
    const form = formInput(action, name, request.body ?? {});
    const notAllowed = refusalFor(signedIn.caller, action, form.input);
    if (notAllowed) return refused(`${notAllowed}; nothing was changed.`, 403);
    if (changesOf(action, form.input) !== 'nothing' && !form.reason) return refused('Every change needs a reason; nothing was changed.', 400);
    if (form.problem) return refused(`${form.problem}; nothing was changed.`, 400);
    const lines: string[] = [];
    try {
      const before = servedNow(versions);
      const result = await action.work({ services, input: form.input, actor: signedIn.caller.name, caller: signedIn.caller, progress: (line) => lines.push(line), stream: null });
      // This server serves the new set before it answers; the others follow the release notice.
      if (changesOf(action, form.input) === 'served') await versions.load();
      await edgePurge.purge(purgedKeysOf(action, { before, after: servedNow(versions) }));
      const outcome = action.console.outcome(form.input, result);
      return renderApp(reply, signedIn, name, 1, { ok: outcome.ok, message: outcome.message, details: outcome.details ?? lines, link: outcome.link });
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return refused(error.message, 409, error.reasons.length ? error.reasons : lines);
    }
  });
}
