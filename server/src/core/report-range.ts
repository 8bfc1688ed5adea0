import { InvalidInputError } from './steps/step';

/** The UTC day of a time, as reports and the daily tables key it. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The longest range one report covers: a quarter, so a report stays a file a spreadsheet opens. */
export const MAX_REPORT_DAYS = 92;

/** UTC days, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date written YYYY-MM-DD (2025-02-30 is none), as its time at 00:00 UTC; null otherwise. */
function dateOf(given: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) return null;
  const time = Date.parse(`${given}T00:00:00Z`);
  return Number.isFinite(time) && dayOf(time) === given ? time : null;
}

/** The range a report is asked for, or an InvalidInputError (400) saying what is wrong with it. */
export function reportRange(from: string, to: string): ReportRange {
  const start = dateOf(from);
  const end = dateOf(to);
  const problems = [
    start === null && `from: "${from}" is not a date; write it as YYYY-MM-DD`,
    end === null && `to: "${to}" is not a date; write it as YYYY-MM-DD`,
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length) throw new InvalidInputError(problems.join('; '), problems);
  if (start! > end!) throw new InvalidInputError(`from (${from}) is after to (${to})`, []);
  const days = (end! - start!) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) throw new InvalidInputError(`the range covers ${days} days; a report covers at most ${MAX_REPORT_DAYS}`, []);
  return { from, to };
}

/** Every day of the range, in order. */
export function daysOf({ from, to }: ReportRange): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); dayOf(time) <= to; time += DAY_MS) days.push(dayOf(time));
  return days;
}

/** The range of the last `days` days up to the day of `now`. */
export function lastDays(days: number, now: number): ReportRange {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
}
