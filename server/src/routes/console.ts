import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPS, isAppName } from '../apps';
import { BREAK_GLASS } from '../auth/authenticate';
import { formInput, type Form } from '../console/console-forms';
import { CONSOLE_POLICY, consolePage, type SafeHtml } from '../console/console-html';
import { appPage, diffPage, messagePage, overviewPage, signInPage, type AppSummary, type Outcome } from '../console/console-pages';
import { ConsoleSessions } from '../console/console-session';
import { actionServices, changesOf } from '../releases/actions/action';
import { RELEASE_ACTIONS } from '../releases/actions/release-actions';
import { activeVersions, runningCanaries } from '../releases/registry';
import { ReleaseError } from '../releases/release-service';
import { lastHour } from '../releases/version-counts';
import type { ActionRoutesOptions } from './admin';
import { AppParams, HistoryPageQuery } from './api-schemas';



/** Who acts in the console, until people sign in by name: the console, with the break-glass token. */
const CONSOLE_ACTOR = `console (${BREAK_GLASS.name})`;
/**
 * The release console at /admin: server-rendered HTML with no script, independent of the
 * shell and its remotes, so it works while a remote is broken. The admin token signs in once;
 * a session cookie and a CSRF token per form then carry the release manager through. The app
 * page's forms are the release actions with a console part (see release-actions.ts); a posted
 * one runs the same work as the admin API, as the actor `console`. Every change asks for a reason.
 */
export async function consoleRoutes(fastify: FastifyInstance, { actions = RELEASE_ACTIONS }: ActionRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, releases, versions } = app;
  const services = actionServices(app, actions);
  /** The steps the app page offers as forms, in the table's order. */
  const forms = actions.filter((action) => action.console);
  const sessions = new ConsoleSessions(app.adminToken, db, app.config.consoleIdleMinutes);
  const secure = (request: FastifyRequest) => request.protocol === 'https';

  const send = (reply: FastifyReply, status: number, title: string, body: SafeHtml, session: string | null) =>
    reply
      .code(status)
      .header('Content-Security-Policy', CONSOLE_POLICY)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(consolePage(title, body, session ? { csrf: sessions.csrfToken(session) } : null));

  const summaryOf = async (name: string): Promise<AppSummary> => {
    const [active, canaries, minutes] = await Promise.all([activeVersions(db), runningCanaries(db), lastHour(db, name)]);
    return { app: name, active: active.get(name) ?? null, canary: canaries.find((c) => c.app === name) ?? null, minutes };
  };

  const renderApp = async (reply: FastifyReply, session: string, name: string, page: number, outcome: Outcome | null, status = 200) => {
    const history = await releases.history(name, page);
    const data = { summary: await summaryOf(name), releases: history.releases, audit: history.audit, page: history.page, pages: history.pages, csrf: sessions.csrfToken(session), outcome };
    const body = appPage(data, forms, Date.now());
    return send(reply, status, name, body, session);
  };

  /** The signed-in session, or the sign-in page (a GET) or 401 (a change) instead. */
  const requireSession = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const session = await sessions.fromCookies(request.headers.cookie);
    if (session) return session;
    if (request.method === 'GET') void send(reply, 401, 'Sign in', signInPage(null), null);
    else void send(reply, 401, 'Sign in', signInPage('Your session has ended. Please sign in again.'), null);
    return null;
  };

  /** A change needs the form's CSRF token; without it nothing happens. */
  const requireChange = async (request: FastifyRequest<{ Body: Form }>, reply: FastifyReply): Promise<string | null> => {
    const session = await requireSession(request, reply);
    if (!session) return null;
    if (sessions.csrfMatches(session, request.body?.csrf)) return session;
    void send(reply, 403, 'Refused', messagePage('Refused', 'This form has expired or did not come from the console; nothing was changed. Reload the page and try again.'), session);
    return null;
  };

  app.get('/admin', async (request, reply) => {
    const session = await requireSession(request, reply);
    if (!session) return reply;
    const summaries = await Promise.all(APPS.map(({ app: name }) => summaryOf(name)));
    return send(reply, 200, 'Apps', overviewPage(summaries, Date.now()), session);
  });

  app.post<{ Body: Form }>('/admin/sign-in', async (request, reply) => {
    // Wrong tokens count against the same limits as the admin API's (see Authenticator).
    const checked = await app.authenticator.check(request.body?.token ?? '', request.ip);
    if ('status' in checked && checked.status === 429) {
      return send(reply.header('Retry-After', String(checked.retryAfterSeconds)), 429, 'Sign in', signInPage(`Too many attempts. Try again in ${checked.retryAfterSeconds} seconds.`), null);
    }
    if (!('caller' in checked) || checked.caller !== BREAK_GLASS) {
      request.log.warn('console sign-in with a wrong token');
      return send(reply, 401, 'Sign in', signInPage('That is not the admin token.'), null);
    }
    await sessions.prune();
    return reply.header('Set-Cookie', sessions.cookie(await sessions.start(CONSOLE_ACTOR), secure(request))).redirect('/admin', 303);
  });

  app.post<{ Body: Form }>('/admin/sign-out', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    // Ended in the database: the old cookie opens nothing on any server, wherever a copy of it is.
    await sessions.end(session);
    return reply.header('Set-Cookie', ConsoleSessions.signedOut(secure(request))).redirect('/admin', 303);
  });

  app.get(
    '/admin/apps/:app',
    { schema: { params: AppParams, querystring: HistoryPageQuery } },
    async (request, reply) => {
      const session = await requireSession(request, reply);
      if (!session) return reply;
      if (!isAppName(request.params.app)) return send(reply, 404, 'Unknown app', messagePage('Unknown app', `There is no app "${request.params.app}".`), session);
      return renderApp(reply, session, request.params.app, request.query.page ?? 1, null);
    },
  );

  app.get('/admin/apps/:app/versions/:version', { schema: { params: Type.Object({ app: Type.String(), version: Type.String() }) } }, async (request, reply) => {
    const session = await requireSession(request, reply);
    if (!session) return reply;
    const { app: name, version } = request.params;
    if (!isAppName(name)) return send(reply, 404, 'Unknown app', messagePage('Unknown app', `There is no app "${request.params.app}".`), session);
    try {
      return send(reply, 200, `${name} ${version}`, diffPage(name, await releases.diff(name, version)), session);
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return renderApp(reply, session, name, 1, { ok: false, message: error.message, details: [] }, 404);
    }
  });

  app.post<{ Params: { app: string; action: string }; Body: Form }>('/admin/apps/:app/:action', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    const { app: name, action: step } = request.params;
    const action = forms.find((entry) => entry.name === step);
    if (!isAppName(name) || !action?.console) return send(reply, 404, 'Unknown', messagePage('Unknown', 'There is no such app or step.'), session);
    const refused = (message: string, status: number, details: string[] = []) => renderApp(reply, session, name, 1, { ok: false, message, details }, status);
    const form = formInput(action, name, request.body ?? {});
    if (changesOf(action, form.input) !== 'nothing' && !form.reason) return refused('Every change needs a reason; nothing was changed.', 400);
    if (form.problem) return refused(`${form.problem}; nothing was changed.`, 400);
    const lines: string[] = [];
    try {
      const result = await action.work({ services, input: form.input, actor: CONSOLE_ACTOR, progress: (line) => lines.push(line), stream: null });
      // This server serves the new set before it answers; the others follow the release notice.
      if (changesOf(action, form.input) === 'served') await versions.load();
      const outcome = action.console.outcome(form.input, result);
      return renderApp(reply, session, name, 1, { ok: outcome.ok, message: outcome.message, details: outcome.details ?? lines, link: outcome.link });
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return refused(error.message, 409, error.reasons.length ? error.reasons : lines);
    }
  });
}
