import { DateTime } from 'luxon';

/**
 * A daily window of wall-clock time in one time zone, such as the quiet hours of the German
 * advertising rules (06:00 to 21:00 in Europe/Berlin; see ad-rules/). Laws count in the time of
 * the place: in Berlin's summer 06:00 is 04:00 UTC, in its winter 05:00 UTC, and the day of a
 * change has 23 or 25 hours. A window may run over midnight (21:00-06:00).
 */
export interface DailyWindow {
  /** Seconds after local midnight at which the window starts, and ends (not included). */
  start: number;
  end: number;
  /** As the setting wrote it, normalised: "06:00-21:00" ("06:00:30" where seconds were given). */
  text: string;
  /** The IANA time zone the times are read in. */
  zone: string;
}

/** A time of day, seconds optional: a test or a lawyer may move an edge to the second. */
const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const secondsOf = (clock: string): number | null => {
  const match = CLOCK.exec(clock.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0) : null;
};

const two = (value: number) => String(value).padStart(2, '0');
const clockOf = (seconds: number) => `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}${seconds % 60 ? `:${two(seconds % 60)}` : ''}`;

/** Reads "HH:MM-HH:MM" (or "HH:MM:SS") in `zone`; a problem comes back in words for the setting's error. */
export function parseDailyWindow(value: string, zone: string): DailyWindow {
  const parts = value.split('-');
  const [start, end] = parts.length === 2 ? parts.map(secondsOf) : [null, null];
  if (start === null || start === undefined || end === null || end === undefined) {
    throw new Error(`"${value}" is not a window of two times of day such as 06:00-21:00`);
  }
  if (start === end) throw new Error(`"${value}" starts and ends at the same time; give a window such as 06:00-21:00`);
  return { start, end, text: `${clockOf(start)}-${clockOf(end)}`, zone };
}

/** A window's start or end on one day, as a moment (ms since the epoch). */
interface Edge {
  at: number;
  /** True where the window starts. */
  starts: boolean;
}

/**
 * The window's edges on the local days around `now`, in order. A local time that a spring
 * change skips (02:30 on the last Sunday of March) is taken as the same time after the change,
 * one a fall change repeats as its first occurrence: luxon resolves both so.
 */
function edgesAround(window: DailyWindow, now: number): Edge[] {
  const today = DateTime.fromMillis(now, { zone: window.zone }).startOf('day');
  const edges: Edge[] = [];
  for (let day = -1; day <= 2; day++) {
    const date = today.plus({ days: day });
    for (const [seconds, starts] of [[window.start, true], [window.end, false]] as const) {
      edges.push({ at: date.set({ hour: Math.floor(seconds / 3600), minute: Math.floor(seconds / 60) % 60, second: seconds % 60 }).toMillis(), starts });
    }
  }
  return edges.sort((a, b) => a.at - b.at);
}

/** Whether `now` is inside the window: the last edge passed was a start. */
export function isInsideAt(window: DailyWindow, now: number): boolean {
  const passed = edgesAround(window, now).filter((edge) => edge.at <= now);
  return passed.at(-1)?.starts ?? false;
}

/** The last edge at or before `now`, and the first after it (ms since the epoch). */
export function windowEdges(window: DailyWindow, now: number): { passed: number; next: number } {
  const edges = edgesAround(window, now);
  return { passed: edges.filter((edge) => edge.at <= now).at(-1)!.at, next: edges.find((edge) => edge.at > now)!.at };
}

/** The window's start and end as a clock writes them: "06:00", "21:00". */
export const clockTimes = (window: DailyWindow) => ({ from: clockOf(window.start), until: clockOf(window.end) });
