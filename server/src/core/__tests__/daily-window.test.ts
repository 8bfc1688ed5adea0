import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isInsideAt, parseDailyWindow, windowEdges } from '../daily-window';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const BERLIN = 'Europe/Berlin';
const parse = (value: string) => parseDailyWindow(value, BERLIN);
/** The German advertising rules' quiet hours. */
const LAW = parse('06:00-21:00');

describe('a daily window in German time', () => {
  it('reads the window the law sets, and any other, normalised', () => {
    expect(LAW).toEqual({ start: 6 * 3600, end: 21 * 3600, text: '06:00-21:00', zone: BERLIN });
    expect(parse(' 6:00 - 21:30 ').text).toBe('06:00-21:30');
    expect(parse('22:00-05:00')).toMatchObject({ start: 22 * 3600, end: 5 * 3600 });
    expect(parse('06:00:30-21:00').text).toBe('06:00:30-21:00');
  });

  it('refuses a window it cannot read, in words', () => {
    for (const wrong of ['', '06:00', '6-21', '06:00-24:00', '06:60-21:00', '06:00:60-21:00', '06:00-21:00-22:00', 'abends', '21:00-21:00']) {
      expect(() => parse(wrong)).toThrow(new RegExp(wrong === '21:00-21:00' ? 'same time' : 'not a window'));
    }
  });

  it('is 06:00 to 21:00 German time: 05:00 to 20:00 UTC in winter, 04:00 to 19:00 UTC in summer', () => {
    // Winter (CET, UTC+1).
    expect(isInsideAt(LAW, at('2026-01-15T04:59:59Z'))).toBe(false);
    expect(isInsideAt(LAW, at('2026-01-15T05:00:00Z'))).toBe(true);
    expect(isInsideAt(LAW, at('2026-01-15T19:59:59Z'))).toBe(true);
    expect(isInsideAt(LAW, at('2026-01-15T20:00:00Z'))).toBe(false);
    // Summer (CEST, UTC+2).
    expect(isInsideAt(LAW, at('2026-07-15T03:59:59Z'))).toBe(false);
    expect(isInsideAt(LAW, at('2026-07-15T04:00:00Z'))).toBe(true);
    expect(isInsideAt(LAW, at('2026-07-15T18:59:59Z'))).toBe(true);
    expect(isInsideAt(LAW, at('2026-07-15T19:00:00Z'))).toBe(false);
  });

  it('moves its edges with the change to summer time (29 March 2026) and back (25 October 2026)', () => {
    // The night of the spring change: after 21:00 CET on Saturday the next edge is 06:00 CEST on Sunday.
    expect(windowEdges(LAW, at('2026-03-28T21:00:00Z'))).toEqual({ passed: at('2026-03-28T20:00:00Z'), next: at('2026-03-29T04:00:00Z') });
    expect(windowEdges(LAW, at('2026-03-29T04:00:00Z'))).toEqual({ passed: at('2026-03-29T04:00:00Z'), next: at('2026-03-29T19:00:00Z') });
    // The autumn change: the night has 25 hours, and Sunday's window starts at 05:00 UTC.
    expect(windowEdges(LAW, at('2026-10-24T20:00:00Z'))).toEqual({ passed: at('2026-10-24T19:00:00Z'), next: at('2026-10-25T05:00:00Z') });
    expect(isInsideAt(LAW, at('2026-10-25T04:30:00Z'))).toBe(false);
    expect(isInsideAt(LAW, at('2026-10-25T05:00:00Z'))).toBe(true);
    expect(windowEdges(LAW, at('2026-10-25T05:00:00Z')).next).toBe(at('2026-10-25T20:00:00Z'));
  });

  it('runs over midnight when it starts later than it ends, and across the year\'s end', () => {
    const night = parse('22:00-05:00');
    expect(isInsideAt(night, at('2026-12-31T20:59:59Z'))).toBe(false);
    expect(isInsideAt(night, at('2026-12-31T21:00:00Z'))).toBe(true);
    expect(isInsideAt(night, at('2026-12-31T23:30:00Z'))).toBe(true);
    expect(isInsideAt(night, at('2027-01-01T03:59:59Z'))).toBe(true);
    expect(isInsideAt(night, at('2027-01-01T04:00:00Z'))).toBe(false);
    expect(iso(windowEdges(night, at('2026-12-31T23:30:00Z')).next)).toBe('2027-01-01T04:00:00.000Z');
  });

  it('takes a start that the spring change skips as the same time after it, and one the autumn change repeats at its first', () => {
    const skipped = parse('02:30-04:00');
    // 02:30 does not exist on 29 March 2026 in Berlin: the window starts at 03:30 CEST, 01:30 UTC.
    expect(isInsideAt(skipped, at('2026-03-29T01:29:59Z'))).toBe(false);
    expect(isInsideAt(skipped, at('2026-03-29T01:30:00Z'))).toBe(true);
    expect(isInsideAt(skipped, at('2026-03-29T02:00:00Z'))).toBe(false);
    // 02:30 happens twice on 25 October 2026: the window starts at the first, 00:30 UTC, and ends at 04:00 CET (03:00 UTC).
    expect(isInsideAt(skipped, at('2026-10-25T00:29:59Z'))).toBe(false);
    expect(isInsideAt(skipped, at('2026-10-25T00:30:00Z'))).toBe(true);
    expect(isInsideAt(skipped, at('2026-10-25T02:59:59Z'))).toBe(true);
    expect(isInsideAt(skipped, at('2026-10-25T03:00:00Z'))).toBe(false);
  });

  it('moves an edge to the second where seconds are given', () => {
    const window = parse('06:00:30-21:00');
    expect(isInsideAt(window, at('2026-01-15T05:00:29Z'))).toBe(false);
    expect(isInsideAt(window, at('2026-01-15T05:00:30Z'))).toBe(true);
  });

  it('always has a next edge within a day and a passed one, at moments spread over a year', () => {
    for (let now = at('2026-01-01T00:00:00Z'); now < at('2027-01-01T00:00:00Z'); now += 97 * 60_000) {
      const { passed, next } = windowEdges(LAW, now);
      expect(passed <= now && now < next && next - now <= 16 * 3600_000).toBe(true);
    }
  });
});
