import { describe, expect, it } from '@jest/globals';
import { firstName } from './first-name';

describe("the top bar's first name", () => {
  it('is the first word of the name', () => {
    expect(firstName('Asha Rao')).toBe('Asha');
    expect(firstName('  Lena   Maria Park ')).toBe('Lena');
    expect(firstName('Madonna')).toBe('Madonna');
  });
});
