import { hindiLayouts } from './layouts/all';
import { keyLegend } from './legend';

describe('keyLegend', () => {
  it('shows a letter as it is and a mark on a dotted circle', () => {
    expect(keyLegend(hindiLayouts.krutidev, 'KeyD', 'plain')).toBe('क');
    expect(keyLegend(hindiLayouts.krutidev, 'KeyF', 'plain')).toBe('◌ि');
    expect(keyLegend(hindiLayouts.krutidev, 'KeyZ', 'plain')).toBe('◌्र');
    expect(keyLegend(hindiLayouts.inscript, 'KeyD', 'plain')).toBe('◌्');
  });

  it('names invisible characters and is null on an empty layer', () => {
    expect(keyLegend(hindiLayouts.inscript, 'Space', 'altGr')).toBe('ZWNJ');
    expect(keyLegend(hindiLayouts.krutidev, 'Digit4', 'shift')).toBeNull();
  });
});
