import { indiaDay, nextIndiaMidnight } from './india-day';

describe('indiaDay', () => {
  it('changes at midnight in India (18:30 UTC)', () => {
    expect(indiaDay(new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
    expect(indiaDay(new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
    expect(indiaDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the next midnight in India as an instant', () => {
    expect(nextIndiaMidnight(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(nextIndiaMidnight(new Date('2026-03-01T18:30:00Z')).toISOString()).toBe('2026-03-02T18:30:00.000Z');
  });
});
