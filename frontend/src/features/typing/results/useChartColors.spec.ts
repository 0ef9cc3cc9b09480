import { describe, expect, it } from '@jest/globals';
import { withAlpha } from './useChartColors';

describe('withAlpha', () => {
  it('turns long and short hex colours into rgba', () => {
    expect(withAlpha('#0958d9', 0.15)).toBe('rgba(9, 88, 217, 0.15)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
  });

  it('leaves other colours alone', () => {
    expect(withAlpha('rgba(0, 0, 0, 0.4)', 0.1)).toBe('rgba(0, 0, 0, 0.4)');
    expect(withAlpha('red', 0.1)).toBe('red');
  });
});
