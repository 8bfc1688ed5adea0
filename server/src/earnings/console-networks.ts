import type { FastifyInstance, FastifyReply } from 'fastify';
import { refusalFor } from '../core/steps/scope';
import { FORMS, type Form } from '../core/console/console-forms';
import { runStepForm } from '../core/console/step-form';
import { messagePage, type Outcome } from '../core/console/console-pages';
import type { ConsolePageOptions, SignedInRequest } from '../core/console/console-routes';
import type { ReleaseAction } from '../core/steps/step';
import type { NetworkListed } from './networks';
import { networksPage } from './networks-page';

/** The form's fields as its labels say them (see networks-page.ts). */
const LABELS: Record<string, string> = { name: 'Name', clickIdParam: 'Click-id parameter', currency: 'Currency', signing: 'How its postbacks prove they are its own' };

/**
 * The console's networks page: the network steps (list, add, revoke) as a page, for whoever may
 * manage networks (an admin). Each post runs the step's own work, so the console and `npm run
 * network` do the same.
 */
export function networkRoutes(app: FastifyInstance, { actions, services, kit }: ConsolePageOptions) {
  const step = (name: string) => actions.find((action) => action.name === name);
  const [list, add, revoke] = [step('network-list'), step('network-add'), step('network-revoke')];
  if (!list || !add || !revoke) return;
  const asPerson = (signedIn: SignedInRequest, input: Record<string, unknown>) => ({ services, input, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null });

  const render = async (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome | null, status = 200) => {
    const { networks } = (await list.work(asPerson(signedIn, {}))) as { networks: NetworkListed[] };
    return kit.send(reply, status, 'Affiliate networks', networksPage({ networks, csrf: kit.csrfOf(signedIn), outcome }), signedIn);
  };

  const form = { kit, services, labels: LABELS, render: (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome, status: number) => render(reply, signedIn, outcome, status) };
  const run = (reply: FastifyReply, signedIn: SignedInRequest, action: ReleaseAction, input: Record<string, unknown>, said: (result: Record<string, string>) => Outcome) => runStepForm(form, reply, signedIn, action, input, said);

  app.get('/admin/console/networks', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, list, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    return render(reply, signedIn, null);
  });

  app.post<{ Body: Form }>('/admin/console/networks', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const form = request.body ?? {};
    const input = { name: (form.name ?? '').trim(), clickIdParam: (form.clickIdParam ?? '').trim(), currency: (form.currency ?? '').trim().toUpperCase(), signing: form.signing === 'hmac' ? 'hmac' : 'secret' };
    return run(reply, signedIn, add, input, (made) => ({
      ok: true,
      message: `${made.name} is registered. Give the network this postback URL, its placeholders in place of the braces: ${made.postbackUrl}`,
      details: made.signing === 'hmac' ? ['It signs each postback with the secret below: X-Signature: sha256=<hex HMAC-SHA256 of the body>.'] : ['The secret is in the URL and below; copy it now: it cannot be shown again.'],
      secret: made.secret,
    }));
  });

  app.post<{ Params: { name: string }; Body: Form }>('/admin/console/networks/:name/revoke', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    return run(reply, signedIn, revoke, { name: request.params.name }, (result) => ({
      ok: true,
      message: `${request.params.name} is revoked: its postbacks are refused on every server.`,
      details: (result as unknown as { notes: string[] }).notes,
    }));
  });
}
