import { DateTime } from 'luxon';
import { GERMAN_TIME } from '../core/settings';

/**
 * A moment an operator or a lawyer names for `npm run compliance -- --at`: a date and time with
 * an offset or Z, or without one in German time (the law's), with a T or a space, seconds
 * optional, or a date alone (its midnight in German time). Null when it is none of those.
 */
export function readMoment(text: string): Date | null {
  const value = text.trim().replace(' ', 'T');
  const parsed = DateTime.fromISO(value, { zone: GERMAN_TIME, setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}

export const MOMENT_EXPECTED = 'a date and time such as 2026-11-28T14:00 (German time), 2026-11-28T13:00Z or 2026-11-28';

/** A moment as the record's readers see it: German time with its offset, "2026-11-28 14:00:00 +01:00". */
export const germanTime = (iso: string) => DateTime.fromISO(iso, { zone: GERMAN_TIME }).toFormat('yyyy-LL-dd HH:mm:ss ZZ');
