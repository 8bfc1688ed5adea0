import type { FastifyInstance, FastifyReply } from 'fastify';
import { FORMS, type Form } from '../core/console/console-forms';
import { messagePage, type Outcome } from '../core/console/console-pages';
import type { ConsolePageOptions, SignedInRequest } from '../core/console/console-routes';
import { runStepForm } from '../core/console/step-form';
import { refusalFor } from '../core/steps/scope';
import type { Comparison } from './comparison';
import { experimentsPage } from './experiments-page';

const number = (text: string | undefined) => (text && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text);

/** The start step's input from the form: the control, then each variant given a share. */
function startInput(form: Form): Record<string, unknown> {
  const variants = ['b', 'c'].flatMap((key) => {
    if (!form[`share_${key}`]?.trim()) return [];
    const changes = Object.fromEntries(['label', 'order', 'button'].flatMap((field) => (form[`${field}_${key}`]?.trim() ? [[field, form[`${field}_${key}`]!.trim()]] : [])));
    return [{ share: number(form[`share_${key}`]), ...changes }];
  });
  return { page: (form.page ?? '').trim(), name: (form.name ?? '').trim(), horizon: number(form.horizon), variants: [{ share: number(form.share_a) }, ...variants] };
}

/**
 * The console's experiments page, for whoever may read reports (analysts and admins), with the
 * start and end steps' forms for whoever may take them (admins). Both run the steps' own work, so the page,
 * `npm run experiment` and the admin API agree.
 */
export function experimentRoutes(app: FastifyInstance, { actions, services, kit }: ConsolePageOptions) {
  const step = (name: string) => actions.find((action) => action.name === name);
  const [list, start, end] = [step('experiment-list'), step('experiment-start'), step('experiment-end')];
  if (!list || !start || !end) return;

  const render = async (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome | null, status = 200) => {
    const { experiments } = (await list.work({ services, input: {}, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as { experiments: Comparison[] };
    const mayChange = refusalFor(signedIn.caller, end, {}) === null;
    return kit.send(reply, status, 'Experiments', experimentsPage({ comparisons: experiments, mayChange, csrf: kit.csrfOf(signedIn), outcome }), signedIn);
  };
  const form = { kit, services, labels: { id: 'Experiment', kept: 'Variant kept', page: 'Page', name: 'What it tries', horizon: 'Clicks every variant needs', variants: 'Variants' }, render };

  app.get('/admin/console/experiments', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, list, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    return render(reply, signedIn, null);
  });

  app.post<{ Body: Form }>('/admin/console/experiments', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const input = startInput(request.body ?? {});
    return runStepForm(form, reply, signedIn, start, input, (made) => ({ ok: true, message: `Experiment ${String(made.id)} runs on ${String(input.page)}.`, details: [] }));
  });

  app.post<{ Params: { id: string }; Body: Form }>('/admin/console/experiments/:id/end', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : request.params.id;
    const kept = request.body?.kept ? { kept: request.body.kept } : {};
    return runStepForm(form, reply, signedIn, end, { id, ...kept }, () => ({ ok: true, message: `Experiment ${String(id)} has ended: every visitor sees the page as it is again.`, details: [] }));
  });
}
