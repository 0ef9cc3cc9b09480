import { describe, expect, test } from '@jest/globals';
import { formatCount } from './count-format';

describe('formatCount', () => {
  test.each([0, 7, 999, 1000, 10_000, 100_000, 1_234_567, -1234, -999, 9_007_199_254_740_991])(
    'writes %d as toLocaleString("en") does',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    },
  );
});
