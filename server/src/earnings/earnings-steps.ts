import { Type } from '@sinclair/typebox';
import { reportRange } from '../core/report-range';
import { defineAction } from '../core/steps/step';
import { earningsCsv } from './earnings-csv';
import { EARNINGS_GROUPS, earningsReport, type EarningsReport } from './earnings-report';

/** Reports read and change nothing: the scope `reports`, an analyst's and an admin's, as the click report's. */
const REPORTS = 'reports';
const Day = Type.String({ maxLength: 10, description: 'a UTC day, YYYY-MM-DD' });
const Group = Type.Union(EARNINGS_GROUPS.map((group) => Type.Literal(group)), { description: `one of ${EARNINGS_GROUPS.join(', ')}` });

const earnings = defineAction({
  name: 'earnings-report',
  summary: 'What the clicks earned per placement, page, casino, language or day: clicks, registrations, first deposits, revenue in euros, conversion rate and earnings per click, as CSV',
  scope: REPORTS,
  http: {
    method: 'GET',
    path: '/admin/reports/earnings.csv',
    file: { type: 'text/csv; charset=utf-8', name: (input) => `earnings-by-${String(input.by ?? 'placement')}-${String(input.from)}-${String(input.to)}.csv`, body: (result) => earningsCsv(result as EarningsReport) },
  },
  input: Type.Object({ from: Day, to: Day, by: Type.Optional(Group) }),
  changes: 'nothing',
  work: async ({ services: { db }, input }) => earningsReport(db, reportRange(input.from, input.to), input.by ?? 'placement'),
});

export const EARNINGS_ACTIONS = [earnings];
