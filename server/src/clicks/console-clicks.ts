import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { refusalFor } from '../core/steps/scope';
import { lastDays, type ReportRange } from '../core/report-range';
import { clicksPage } from './clicks-page';
import { messagePage } from '../core/console/console-pages';
import type { ClickReportData } from './click-report';
import { InvalidInputError, type ActionServices, type ReleaseAction } from '../core/steps/step';
import { sendActionFile } from '../core/steps/admin-api';
import type { ConsoleKit, SignedInRequest } from '../core/console/console-routes';

/** What the report shows without a range asked for: the last two weeks. */
const DEFAULT_DAYS = 14;

const RangeQuery = Type.Object({ from: Type.Optional(Type.String({ maxLength: 100 })), to: Type.Optional(Type.String({ maxLength: 100 })) });

/**
 * The console's click report, for whoever may read reports (analysts and admins): the range's
 * figures as a page, and as the admin API's CSV to download with the session. Both run the
 * action table's `click-report` entry, so the console and `GET /admin/reports/clicks.csv` agree.
 */
export function clickReportRoutes(fastify: FastifyInstance, { actions, services, kit }: { actions: readonly ReleaseAction[]; services: ActionServices; kit: ConsoleKit }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const report = actions.find((action) => action.name === 'click-report');
  if (!report) return;

  /** The report of a range for a signed-in person, or the page that refuses it. */
  const run = async (reply: FastifyReply, signedIn: SignedInRequest, range: ReportRange): Promise<ClickReportData | { problem: string } | null> => {
    const refused = refusalFor(signedIn.caller, report, {});
    if (refused) {
      void kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
      return null;
    }
    try {
      return (await report.work({ services, input: { ...range }, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as ClickReportData;
    } catch (error) {
      if (error instanceof InvalidInputError) return { problem: `${error.message}.` };
      throw error;
    }
  };
  const rangeOf = (query: { from?: string; to?: string }): ReportRange => {
    const fallback = lastDays(DEFAULT_DAYS, Date.now());
    return { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  };

  app.get('/admin/console/clicks', { schema: { querystring: RangeQuery } }, async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const range = rangeOf(request.query);
    const found = await run(reply, signedIn, range);
    if (!found) return reply;
    return kit.send(reply, 'problem' in found ? 400 : 200, 'Clicks', clicksPage(range, found), signedIn);
  });

  app.get('/admin/console/clicks.csv', { schema: { querystring: RangeQuery } }, async (request, reply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return reply;
    const range = rangeOf(request.query);
    const found = await run(reply, signedIn, range);
    if (!found) return reply;
    if ('problem' in found) return kit.send(reply, 400, 'Clicks', clicksPage(range, found), signedIn);
    return sendActionFile(reply, report.http.file!, { ...range }, found);
  });
}
