import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { messagePage } from '../core/console/console-pages';
import type { ConsolePageOptions, SignedInRequest } from '../core/console/console-routes';
import { daysOf, lastDays, reportRange, type ReportRange } from '../core/report-range';
import { sendActionFile } from '../core/steps/admin-api';
import { refusalFor } from '../core/steps/scope';
import { InvalidInputError } from '../core/steps/step';
import { earningsChart } from './earnings-chart';
import { earningsPage } from './earnings-page';
import { EARNINGS_GROUPS, earningsReport, type EarningsGroup, type EarningsReport } from './earnings-report';

/** What the report shows without a range asked for: the last 30 days. */
const DEFAULT_DAYS = 30;
const Query = Type.Object({ from: Type.Optional(Type.String({ maxLength: 100 })), to: Type.Optional(Type.String({ maxLength: 100 })), by: Type.Optional(Type.String({ maxLength: 100 })) });

/**
 * The console's earnings page, for whoever may read reports (analysts and admins): a chart of
 * the days and the report's table, and the same report as the admin API's CSV with the session.
 * Both run the step `earnings-report`, so the console and `GET /admin/reports/earnings.csv` agree.
 */
export function earningsRoutes(fastify: FastifyInstance, { actions, services, kit }: ConsolePageOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reportStep = actions.find((action) => action.name === 'earnings-report');
  if (!reportStep) return;

  const choose = (query: { from?: string; to?: string; by?: string }) => {
    const fallback = lastDays(DEFAULT_DAYS, Date.now());
    const by: EarningsGroup = (EARNINGS_GROUPS as readonly string[]).includes(query.by ?? '') ? (query.by as EarningsGroup) : 'placement';
    return { range: { from: query.from ?? fallback.from, to: query.to ?? fallback.to }, by };
  };
  /** The report for a signed-in person, a problem with the range, or null with the refusal sent. */
  const run = async (reply: FastifyReply, signedIn: SignedInRequest, range: ReportRange, by: EarningsGroup): Promise<EarningsReport | { problem: string } | null> => {
    const refused = refusalFor(signedIn.caller, reportStep, {});
    if (refused) {
      void kit.send(reply, 403, 'Refused', messagePage('Refused', refused), signedIn);
      return null;
    }
    try {
      return (await reportStep.work({ services, input: { ...range, by }, actor: signedIn.caller.name, caller: signedIn.caller, progress: () => {}, stream: null })) as EarningsReport;
    } catch (error) {
      if (error instanceof InvalidInputError) return { problem: `${error.message}.` };
      throw error;
    }
  };

  /** The report a signed-in person asked for, or null with the sign-in, refusal or range problem sent. */
  const asked = async (request: FastifyRequest, query: { from?: string; to?: string; by?: string }, reply: FastifyReply) => {
    const signedIn = await kit.requireSession(request, reply);
    if (!signedIn) return null;
    const { range, by } = choose(query);
    const found = await run(reply, signedIn, range, by);
    if (!found) return null;
    if ('problem' in found) {
      void kit.send(reply, 400, 'Earnings', earningsPage(range, by, found), signedIn);
      return null;
    }
    return { signedIn, range, by, found };
  };

  app.get('/admin/console/earnings', { schema: { querystring: Query } }, async (request, reply) => {
    const report = await asked(request, request.query, reply);
    if (!report) return reply;
    const { signedIn, range, by, found } = report;
    const days = by === 'day' ? found : await earningsReport(services.db, reportRange(range.from, range.to), 'day');
    const total = found.total;
    const summary = `Revenue per day from ${range.from} to ${range.to}: €${total.revenueEur.toFixed(2)} from ${total.clicks} clicks, ${total.epc === null ? 'no clicks' : `€${total.epc.toFixed(2)} per click`}`;
    // Every day of the range, a day without clicks as nothing.
    const byDay = new Map(days.rows.map((row) => [row.key, row]));
    const everyDay = daysOf(range).map((day) => byDay.get(day) ?? { key: day, clicks: 0, registrations: 0, firstDeposits: 0, revenueEur: 0, conversionRate: null, epc: null });
    const chart = await earningsChart(everyDay, summary);
    return kit.send(reply, 200, 'Earnings', earningsPage(range, by, { report: found, chart }), signedIn);
  });

  app.get('/admin/console/earnings.csv', { schema: { querystring: Query } }, async (request, reply) => {
    const report = await asked(request, request.query, reply);
    if (!report) return reply;
    return sendActionFile(reply, reportStep.http.file!, { ...report.range, by: report.by }, report.found);
  });
}
