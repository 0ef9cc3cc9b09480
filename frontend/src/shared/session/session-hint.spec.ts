import { describe, expect, it } from '@jest/globals';
import { hasSessionHint } from './session-hint';

describe('the signed-in hint cookie', () => {
  it('is found among other cookies, with or without spaces', () => {
    expect(hasSessionHint('signed-in=1')).toBe(true);
    expect(hasSessionHint('theme=dark; signed-in=1')).toBe(true);
    expect(hasSessionHint('a=b;signed-in=1;c=d')).toBe(true);
  });

  it('is absent for a visitor, a cleared value, or a look-alike name', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('signed-in=')).toBe(false);
    expect(hasSessionHint('signed-in=0')).toBe(false);
    expect(hasSessionHint('not-signed-in=1')).toBe(false);
    expect(hasSessionHint('signed-in=1x')).toBe(false);
  });
});
