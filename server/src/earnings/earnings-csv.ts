import { csvDocument, type Cell } from '../core/csv';
import type { EarningsReport, EarningsRow } from './earnings-report';

const fixed = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));
const cells = (kind: string, row: EarningsRow): Cell[] => [kind, row.key, row.clicks, row.registrations, row.firstDeposits, fixed(row.revenueEur, 2), fixed(row.conversionRate, 4), fixed(row.epc, 4)];

/**
 * The earnings report as CSV: one row per group (`kind` the grouping: placement, page, casino,
 * language or day), the total, and each network's unmatched conversions (their revenue is in
 * no group). Revenue and EPC in euros. UTF-8 with a byte order mark, CRLF line ends, text cells
 * quoted and kept from running as formulas.
 */
export function earningsCsv(report: EarningsReport): string {
  return csvDocument(
    ['kind', report.by, 'clicks', 'registrations', 'first_deposits', 'revenue_eur', 'conversion_rate', 'epc_eur'],
    [...report.rows.map((row) => cells(report.by, row)), cells('total', report.total), ...report.unmatched.map((network): Cell[] => ['unmatched', network.network, null, null, null, fixed(network.revenueEur, 2), null, null])],
  );
}
