import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORMS, type Form } from '../core/console/console-forms';
import { messagePage, type Outcome } from '../core/console/console-pages';
import type { ConsolePageOptions, SignedInRequest } from '../core/console/console-routes';
import { runStepForm } from '../core/console/step-form';
import { refusalFor } from '../core/steps/scope';
import type { Comparison } from './comparison';
import { experimentsPage } from './experiments-page';

/**
 * The console's experiments page, for whoever may read reports (analysts and admins), with the
 * end step's form for whoever may take it (admins). Both run the steps' own work, so the page,
 * `npm run experiment` and the admin API agree.
 */
export function experimentRoutes(app: FastifyInstance, { actions, services, kit }: ConsolePageOptions) {
  const step = (name: string) => actions.find((action) => action.name === name);
  const [list, end] = [step('experiment-list'), step('experiment-end')];
  if (!list || !end) return;

  const render = async (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome | null, status = 200) => {
    const { experiments } = (await list.work({ services, input: {}, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as { experiments: Comparison[] };
    const mayEnd = refusalFor(signedIn.caller, end, {}) === null;
    return kit.send(reply, status, 'Experiments', experimentsPage({ comparisons: experiments, mayEnd, csrf: kit.csrfOf(signedIn), outcome }), signedIn);
  };
  const form = { kit, services, labels: { id: 'Experiment', kept: 'Variant kept' }, render };

  app.get('/admin/console/experiments', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, list, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    return render(reply, signedIn, null);
  });

  app.post<{ Params: { id: string }; Body: Form }>('/admin/console/experiments/:id/end', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : request.params.id;
    const kept = request.body?.kept ? { kept: request.body.kept } : {};
    return runStepForm(form, reply, signedIn, end, { id, ...kept }, () => ({ ok: true, message: `Experiment ${String(id)} has ended: every visitor sees the page as it is again.`, details: [] }));
  });
}
