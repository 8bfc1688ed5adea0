import { Type } from '@sinclair/typebox';
import { clickReportCsv } from './click-csv';
import { reportRange } from '../core/report-range';
import { clickReportData, type ClickReportData } from './click-report';
import { defineAction } from '../core/steps/step';

/**
 * Reports read what the site counted and change nothing. Their scope, `reports`, is an
 * analyst's and an admin's; a credential may be given it for a spreadsheet's or a dashboard's
 * scheduled download.
 */
const REPORTS = 'reports';

/** A day as the report takes it; the work says what is wrong with one that is no date. */
const Day = Type.String({ maxLength: 10, description: 'a UTC day, YYYY-MM-DD' });

const clicks = defineAction({
  name: 'click-report',
  summary: 'Clicks on play buttons per casino, page, placement, language, app version and day, click-through rates and filtered clicks, as CSV',
  scope: REPORTS,
  http: {
    method: 'GET',
    path: '/admin/reports/clicks.csv',
    file: { type: 'text/csv; charset=utf-8', name: (input) => `clicks-${String(input.from)}-${String(input.to)}.csv`, body: (result) => clickReportCsv(result as ClickReportData) },
  },
  input: Type.Object({ from: Day, to: Day }),
  changes: 'nothing',
  work: async ({ services: { db }, input }) => clickReportData(db, reportRange(input.from, input.to)),
});

export const REPORT_ACTIONS = [clicks];
