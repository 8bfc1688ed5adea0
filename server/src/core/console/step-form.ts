import type { FastifyReply } from 'fastify';
import { formProblems } from '../form-problems';
import { refusalFor } from '../steps/scope';
import type { ActionServices, ReleaseAction } from '../steps/step';
import { NotAllowedError, ReleaseError, StepInputError } from '../steps/step-error';
import { messagePage, type Outcome } from './console-pages';
import type { ConsoleKit, SignedInRequest } from './console-routes';

/** What a capability's page gives to run one of its steps from a form. */
export interface StepForm {
  kit: ConsoleKit;
  services: ActionServices;
  /** The form's fields by their labels, for the words of a refusal. */
  labels: Record<string, string>;
  /** The page again, with the outcome at its top. */
  render: (reply: FastifyReply, signedIn: SignedInRequest, outcome: Outcome, status: number) => Promise<FastifyReply>;
}

/**
 * Runs a step posted from a capability's console page for the signed-in person, as the admin
 * API runs it: refused (403) beyond the person's roles, the form's problems in its labels' words
 * (400), input the step itself refuses (its status, 400), the step's own refusal (409, or 403 for
 * more than the person holds), else the page with what `said` makes of the step's result.
 */
export async function runStepForm(form: StepForm, reply: FastifyReply, signedIn: SignedInRequest, action: ReleaseAction, input: Record<string, unknown>, said: (result: Record<string, string>) => Outcome) {
  const { kit, services, labels, render } = form;
  const refused = refusalFor(signedIn.caller, action, input);
  if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', `${refused}; nothing was changed.`), signedIn);
  const problem = formProblems(action.input, input, (field) => labels[field] ?? field);
  if (problem) return render(reply, signedIn, { ok: false, message: `${problem}; nothing was changed.`, details: [] }, 400);
  try {
    const result = (await action.work({ services, input, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as Record<string, string>;
    return render(reply, signedIn, said(result), 200);
  } catch (failure) {
    if (failure instanceof StepInputError) return render(reply, signedIn, { ok: false, message: `${failure.message.replace(/\.$/, '')}; nothing was changed.`, details: [] }, failure.status);
    if (!(failure instanceof ReleaseError)) throw failure;
    return render(reply, signedIn, { ok: false, message: `${failure.message}; nothing was changed.`, details: [] }, failure instanceof NotAllowedError ? 403 : 409);
  }
}
