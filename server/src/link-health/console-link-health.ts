import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalFor } from '../core/steps/scope';
import { FORMS, type Form } from '../core/console/console-forms';
import { messagePage, type Outcome } from '../core/console/console-pages';
import { linkHealthPage } from './link-health-page';
import type { CheckStart } from './link-health';
import type { LinkHealthReport } from './link-health-store';
import type { ActionServices, ReleaseAction } from '../core/steps/step';
import type { ConsoleKit, SignedInRequest } from '../core/console/console-routes';

/** What starting a check came to, for the note at the top of the page. */
const startedNote = (start: CheckStart): Outcome =>
  start.started
    ? { ok: true, message: 'The check has started. Reload this page in a while for its results.', details: [] }
    : { ok: true, message: `A check started by ${start.running?.startedBy ?? 'another server'} is running already; its results come instead.`, details: [] };

/**
 * The console's page of the affiliate links' health, for whoever may read it (analysts,
 * catalogue editors, admins), with a form to check now for whoever may start a check (admins).
 * Both run the work of the action table's entries, as the admin API and `npm run link-health` do.
 */
export function linkHealthRoutes(app: FastifyInstance, { actions, services, kit }: { actions: readonly ReleaseAction[]; services: ActionServices; kit: ConsoleKit }) {
  const latest = actions.find((action) => action.name === 'link-health');
  const run = actions.find((action) => action.name === 'link-health-run');
  if (!latest || !run) return;
  const work = async <T>(action: ReleaseAction, signedIn: SignedInRequest) => (await action.work({ services, input: {}, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as T;

  const render = async (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome | null) => {
    const report = await work<LinkHealthReport>(latest, signedIn);
    const body = linkHealthPage({ report, csrf: kit.csrfOf(signedIn), mayRun: refusalFor(signedIn.caller, run, {}) === null, outcome });
    return kit.send(reply, 200, 'Affiliate links', body, signedIn);
  };

  app.get('/admin/console/link-health', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, latest, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    return render(reply, signedIn, null);
  });

  app.post<{ Body: Form }>('/admin/console/link-health', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, run, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', `${refused}; no check was started.`), signedIn);
    return render(reply, signedIn, startedNote(await work<CheckStart>(run, signedIn)));
  });
}
