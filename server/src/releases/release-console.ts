import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPS, isAppName } from '../core/apps';
import { AppParams, HistoryPageQuery } from '../core/api-schemas';
import { formInput, FORMS, type Form } from '../core/console/console-forms';
import { messagePage, type Outcome } from '../core/console/console-pages';
import type { ConsolePageOptions, SignedInRequest } from '../core/console/console-routes';
import { concerns, refusalFor } from '../core/steps/scope';
import { changesOf } from '../core/steps/step';
import { ReleaseError } from '../core/steps/step-error';
import { activeVersions, runningCanaries } from './registry';
import { appPage, diffPage, overviewPage, type AppSummary } from './release-pages';
import { lastHour } from './version-counts';
import { recentVitals } from './vitals';

/**
 * The console's apps: the overview, each app's page with its releases, counts and speed and the
 * forms of the steps a person may take on it, a version's changes, and the posted steps.
 */
export function releaseConsole(fastify: FastifyInstance, { actions, services, run, kit }: ConsolePageOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, releases } = app;
  const { send, requireSession, requireChange } = kit;
  /** The steps the app page offers as forms, in the table's order. */
  const forms = actions.filter((action) => action.console);

  const summaryOf = async (name: string): Promise<AppSummary> => {
    const [active, canaries, minutes] = await Promise.all([activeVersions(db), runningCanaries(db), lastHour(db, name)]);
    return { app: name, active: active.get(name) ?? null, canary: canaries.find((c) => c.app === name) ?? null, minutes };
  };

  /** The app page, with the forms of the steps this person may take on the app. */
  const renderApp = async (reply: FastifyReply, signedIn: SignedInRequest, name: string, page: number, outcome: Outcome | null, status = 200) => {
    const [history, summary, vitals] = await Promise.all([releases.history(name, page), summaryOf(name), recentVitals(db, name)]);
    // A form is offered when its post would be allowed: the step on the apps its form's input names (this page's app).
    const allowed = forms.filter((action) => refusalFor(signedIn.caller, action, formInput(action, name, {}).input) === null);
    const data = { summary, vitals, releases: history.releases, audit: history.audit, page: history.page, pages: history.pages, csrf: kit.csrfOf(signedIn), outcome };
    return send(reply, status, name, appPage(data, allowed, Date.now()), signedIn);
  };

  /** An app a person's roles do not concern is not shown to them (403), whether or not it exists. */
  const requireApp = (reply: FastifyReply, signedIn: SignedInRequest, name: string): boolean => {
    if (!isAppName(name)) void send(reply, 404, 'Unknown app', messagePage('Unknown app', `There is no app "${name}".`), signedIn);
    else if (!concerns(signedIn.caller, name)) void send(reply, 403, 'Refused', messagePage('Refused', `${signedIn.caller.name} has no role for ${name}.`), signedIn);
    else return true;
    return false;
  };

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
      const result = await run(action, { services, input: form.input, actor: signedIn.caller.name, caller: signedIn.caller, progress: (line) => lines.push(line), stream: null });
      const outcome = action.console.outcome(form.input, result);
      return renderApp(reply, signedIn, name, 1, { ok: outcome.ok, message: outcome.message, details: outcome.details ?? lines, link: outcome.link });
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return refused(error.message, 409, error.reasons.length ? error.reasons : lines);
    }
  });
}
