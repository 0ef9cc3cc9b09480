import { DUPLICATE_KEY, isDuplicateKey } from './mongo-errors';

describe('isDuplicateKey', () => {
  it('is true for the duplicate-key code only', () => {
    expect(isDuplicateKey({ code: DUPLICATE_KEY })).toBe(true);
    expect(isDuplicateKey(Object.assign(new Error('E11000'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKey({ code: 11001 })).toBe(false);
    expect(isDuplicateKey(new Error('other'))).toBe(false);
  });

  it('is false for what is not an object', () => {
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });
});
