import { describe, expect, it } from '@jest/globals';
import { formatLastUpdated, GRIEVANCE_RESPONSE_DAYS, MATERIAL_CHANGE_NOTICE_DAYS, MINIMUM_AGE } from './site';

describe('site facts (spec §9)', () => {
  it('holds the legal constants', () => {
    expect(MINIMUM_AGE).toBe(13);
    expect(GRIEVANCE_RESPONSE_DAYS).toBe(30);
    expect(MATERIAL_CHANGE_NOTICE_DAYS).toBe(30);
  });

  it('formats the "Last updated" date as day, month name, year', () => {
    expect(formatLastUpdated(new Date(2026, 4, 24))).toBe('24 May 2026');
    expect(formatLastUpdated(new Date(2025, 0, 1))).toBe('1 January 2025');
  });
});
