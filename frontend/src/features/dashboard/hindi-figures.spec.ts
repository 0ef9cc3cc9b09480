import { describe, expect, it } from '@jest/globals';
import type { KeyConfidence } from '@typing/contracts/web';
import { hindiKeyName } from '../../shared/hindi/hindi-key-name';
import { testLabel } from './dashboard-figures';
import { HINDI_KEYS_SHOWN, hindiKeyRow, hindiKeyTables, layoutName } from './hindi-figures';

const figures = (key: string, confidence = 0.4): KeyConfidence => ({
  key,
  confidence,
  label: 'needs practice',
  meanMs: 420,
  errorPercent: 12,
  presses: 30,
});

describe('Hindi figures on the dashboard', () => {
  it('draws a weak key as the physical key it is, named as the results page names it, and what it types on the layout', () => {
    expect(hindiKeyRow('inscript', figures('KeyK'))).toMatchObject({ keys: 'K', legend: 'क' });
    expect(hindiKeyRow('inscript', figures('Shift+KeyK'))).toMatchObject({ keys: 'Shift+K', legend: 'ख' });
    // A vowel sign sits on a dotted circle; the same key types another letter on a typewriter layout.
    expect(hindiKeyRow('inscript', figures('KeyD')).legend).toBe('◌्');
    expect(hindiKeyRow('remington-gail', figures('KeyD')).legend).toBe('क');
    expect(hindiKeyRow('inscript', figures('AltGr+Shift+Space'))).toMatchObject({
      keys: 'AltGr+Shift+Space',
      legend: 'ZWJ',
    });
    expect(hindiKeyRow('inscript', figures('Shift+Semicolon')).keys).toBe('Shift+Semicolon');
    // The results page names the same key the same way, after what it types.
    const row = hindiKeyRow('inscript', figures('Shift+KeyK'));
    expect(hindiKeyName('inscript', 'K')).toBe(`${row.legend} ${row.keys}`);
  });

  it('lists each layout typed on by name, its least confident keys first, five at most', () => {
    const keys = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ', 'KeyK', 'KeyL'].map((key) => figures(key));
    const [table] = hindiKeyTables([{ layout: 'krutidev', keys }]);
    expect(table).toMatchObject({ layout: 'krutidev', name: 'KrutiDev 010' });
    expect(table!.rows.map((row) => row.key)).toEqual(['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ']);
    expect(table!.rows).toHaveLength(HINDI_KEYS_SHOWN);
  });

  it('names the layout of a Hindi test in the history', () => {
    const row = { kind: 'words-25', punctuation: false, numbers: false, language: 'hi' } as const;
    expect(testLabel(row, layoutName('remington-gail'))).toBe('25 words · हिन्दी · Remington GAIL');
    expect(testLabel(row)).toBe('25 words · हिन्दी');
  });
});
