import { describe, expect, it } from '@jest/globals';
import { formatDay, formatDayTime } from './dates';

describe('dates', () => {
  it('writes a day as "29 Nov 2026", or with the month in full', () => {
    expect(formatDay(new Date(2026, 10, 29, 23, 59))).toBe('29 Nov 2026');
    expect(formatDay(new Date(2026, 4, 24), { month: 'long' })).toBe('24 May 2026');
    expect(formatDay(new Date(2025, 0, 1), { month: 'long' })).toBe('1 January 2025');
    expect(formatDay(new Date(2026, 8, 3))).toBe('3 Sep 2026');
  });

  it('reads an ISO timestamp in the reader’s time zone', () => {
    const instant = '2026-11-25T09:00:00.000Z';
    const local = new Date(instant);
    expect(formatDay(instant)).toBe(`${local.getDate()} Nov 2026`);
    expect(formatDayTime(instant)).toBe(
      `${local.getDate()} Nov 2026, ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    );
  });

  it('adds the time with two-digit hours and minutes', () => {
    expect(formatDayTime(new Date(2026, 11, 22, 7, 5))).toBe('22 Dec 2026, 07:05');
  });

  it('answers an invalid date as given', () => {
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatDayTime('')).toBe('');
  });
});
