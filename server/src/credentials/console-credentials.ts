import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CredentialRow } from './credentials';
import { refusalFor } from '../core/steps/scope';
import { FORMS, type Form } from '../core/console/console-forms';
import { runStepForm } from '../core/console/step-form';
import { messagePage, type Outcome } from '../core/console/console-pages';
import { credentialsPage } from './credentials-page';
import type { ActionServices, ReleaseAction } from '../core/steps/step';
import type { ConsoleKit, SignedInRequest } from '../core/console/console-routes';

/** The credential form's fields as its labels say them (see credentials-page.ts). */
const LABELS: Record<string, string> = { name: 'Name', apps: 'Apps', can: 'Steps', expiresDays: 'Expires after (days)' };

const listOf = (given: string | undefined) => (given ?? '').split(',').map((part) => part.trim()).filter(Boolean);

/**
 * The console's credentials page: the credential steps of the action table (list, create,
 * revoke) as a page, for whoever may manage credentials (an admin). Each post is checked
 * against the person's roles and runs the table's work, so the console and `npm run token`
 * do the same.
 */
export function credentialRoutes(app: FastifyInstance, { actions, services, kit }: { actions: readonly ReleaseAction[]; services: ActionServices; kit: ConsoleKit }) {
  const step = (name: string) => actions.find((action) => action.name === name);
  const [list, create, revoke] = [step('credential-list'), step('credential-create'), step('credential-revoke')];
  if (!list || !create || !revoke) return;

  const render = async (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome | null, status = 200) => {
    const { credentials } = (await list.work({ services, input: {}, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as { credentials: CredentialRow[] };
    const body = credentialsPage({ credentials, scopes: services.scopes, csrf: kit.csrfOf(signedIn), outcome, now: Date.now() });
    return kit.send(reply, status, 'Credentials', body, signedIn);
  };

  const form = { kit, services, labels: LABELS, render: (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome, status: number) => render(reply, signedIn, outcome, status) };
  /** Runs a credential step for the signed-in person and shows the page with what came of it. */
  const run = (reply: FastifyReply, signedIn: SignedInRequest, action: ReleaseAction, input: Record<string, unknown>, said: (result: Record<string, string>) => Outcome) => runStepForm(form, reply, signedIn, action, input, said);

  app.get('/admin/console/credentials', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, list, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    return render(reply, signedIn, null);
  });

  app.post<{ Body: Form }>('/admin/console/credentials', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    const form = request.body ?? {};
    const input = { name: (form.name ?? '').trim(), apps: listOf(form.apps), can: listOf(form.can), expiresDays: Number(form.expiresDays) };
    return run(reply, signedIn, create, input, (made) => ({
      ok: true,
      message: `${made.name} is made; it expires ${made.expiresAt}. Copy its secret now: it is not kept and cannot be shown again.`,
      details: [],
      secret: made.secret,
    }));
  });

  app.post<{ Params: { name: string }; Body: Form }>('/admin/console/credentials/:name/revoke', FORMS, async (request, reply) => {
    const signedIn = await kit.requireChange(request, reply);
    if (!signedIn) return reply;
    return run(reply, signedIn, revoke, { name: request.params.name }, () => ({ ok: true, message: `${request.params.name} is revoked on every server.`, details: [] }));
  });
}
