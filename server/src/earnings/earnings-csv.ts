import type { EarningsReport, EarningsRow } from './earnings-report';

type Cell = string | number | null;

/** A spreadsheet runs a cell starting with one of these as a formula; such a cell gets a leading apostrophe (shown as text, never run). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

const field = (value: Cell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${(FORMULA_START.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
};
const fixed = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));
const cells = (kind: string, row: EarningsRow): Cell[] => [kind, row.key, row.clicks, row.registrations, row.firstDeposits, fixed(row.revenueEur, 2), fixed(row.conversionRate, 4), fixed(row.epc, 4)];

/**
 * The earnings report as CSV: one row per group (`kind` the grouping: placement, page, casino,
 * language or day), the total, and each network's unmatched conversions (their revenue is in
 * no group). Revenue and EPC in euros. UTF-8 with a byte order mark, CRLF line ends, text cells
 * quoted and kept from running as formulas.
 */
export function earningsCsv(report: EarningsReport): string {
  const lines: Cell[][] = [
    ['kind', report.by, 'clicks', 'registrations', 'first_deposits', 'revenue_eur', 'conversion_rate', 'epc_eur'],
    ...report.rows.map((row) => cells(report.by, row)),
    cells('total', report.total),
    ...report.unmatched.map((network): Cell[] => ['unmatched', network.network, null, null, null, fixed(network.revenueEur, 2), null, null]),
  ];
  return `\uFEFF${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}
