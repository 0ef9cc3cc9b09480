import fc from 'fast-check';
import { consistency, speedSeries } from './speed-series';

describe('speedSeries', () => {
  it('gives one point per complete second: keystrokes × 12', () => {
    expect(speedSeries([0, 200, 400, 999, 1_000, 2_500, 2_600], 3_000)).toEqual([48, 12, 24]);
  });

  it('shows pauses as zero', () => {
    expect(speedSeries([0, 2_100], 3_000)).toEqual([12, 0, 12]);
  });

  it('leaves out a trailing part-second', () => {
    expect(speedSeries([0, 1_100, 1_200], 1_999)).toEqual([12]);
  });

  it('is empty under one second', () => {
    expect(speedSeries([0, 10], 999)).toEqual([]);
    expect(speedSeries([], 0)).toEqual([]);
  });
});

describe('consistency', () => {
  it('is 100 for an even pace', () => {
    expect(consistency([60, 60, 60, 60])).toBe(100);
  });

  it('is 100 minus the coefficient of variation in percent', () => {
    // mean 60, population standard deviation 12: CV 20 %.
    expect(consistency([48, 72, 48, 72])).toBe(80);
    // mean 50, sd 50: CV 100 %.
    expect(consistency([0, 100])).toBe(0);
  });

  it('floors the figure', () => {
    // mean 64, sd 5.657: 100 − 8.84 = 91.16…
    expect(consistency([60, 60, 72])).toBe(91);
  });

  it('is clamped to 0 for very uneven typing', () => {
    expect(consistency([0, 0, 0, 120])).toBe(0);
  });

  it('is 0 without keystrokes and 100 for a single second', () => {
    expect(consistency([])).toBe(0);
    expect(consistency([0, 0])).toBe(0);
    expect(consistency([36])).toBe(100);
  });

  it('always lies in 0..100', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 400 }).map((n) => n * 12)), (series) => {
        const value = consistency(series);
        return Number.isInteger(value) && value >= 0 && value <= 100;
      }),
    );
  });
});
