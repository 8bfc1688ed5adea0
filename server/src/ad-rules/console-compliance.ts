import type { FastifyInstance } from 'fastify';
import { refusalFor } from '../core/steps/scope';
import { StepInputError } from '../core/steps/step-error';
import { messagePage } from '../core/console/console-pages';
import type { ActionServices, ReleaseAction } from '../core/steps/step';
import type { ConsoleKit } from '../core/console/console-routes';
import type { ComplianceReport } from './compliance-report';
import { compliancePage } from './compliance-page';

/**
 * The console's page of the record of calls to action, for whoever may read it (analysts,
 * catalogue editors, admins): the work of the step table's `compliance`, as `npm run compliance`
 * and the admin API run it. A moment that cannot be read is said on the page, over the state now.
 */
export function complianceRoutes(app: FastifyInstance, { actions, services, kit }: { actions: readonly ReleaseAction[]; services: ActionServices; kit: ConsoleKit }) {
  const compliance = actions.find((action) => action.name === 'compliance');
  if (!compliance) return;
  app.get<{ Querystring: { at?: string } }>('/admin/console/compliance', async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const refused = refusalFor(signedIn.caller, compliance, {});
    if (refused) return kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
    const asked = typeof request.query.at === 'string' ? request.query.at.slice(0, 40) : '';
    const report = (input: Record<string, unknown>) =>
      compliance.work({ services, input, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null }) as Promise<ComplianceReport>;
    try {
      return kit.send(reply, 200, 'Advertising rules', compliancePage(await report(asked ? { at: asked } : {}), asked, null), signedIn);
    } catch (error) {
      if (!(error instanceof StepInputError)) throw error;
      return kit.send(reply, 400, 'Advertising rules', compliancePage(await report({}), asked, error.message.replace('--at must be', 'The moment must be')), signedIn);
    }
  });
}
