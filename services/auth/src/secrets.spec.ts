import { digestsEqual, generateOtp, generateResetToken, hashOtp, hashResetToken, otpMatches } from './secrets';

const pepper = 'test-pepper-0123456789abcdef0123456789';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('vary', () => {
    expect(new Set(Array.from({ length: 50 }, generateOtp)).size).toBeGreaterThan(45);
  });

  it('are stored as a keyed hash that never contains the code', () => {
    const hash = hashOtp(pepper, '042917');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('042917');
    expect(hashOtp('another-pepper-0123456789abcdef01234', '042917')).not.toBe(hash);
  });

  it('match only the same code under the same pepper', () => {
    const hash = hashOtp(pepper, '042917');
    expect(otpMatches(pepper, '042917', hash)).toBe(true);
    expect(otpMatches(pepper, '042918', hash)).toBe(false);
    expect(otpMatches('another-pepper-0123456789abcdef01234', '042917', hash)).toBe(false);
  });
});

describe('digestsEqual', () => {
  it('refuses different lengths and empty digests instead of throwing', () => {
    expect(digestsEqual('abcd', 'abcd')).toBe(true);
    expect(digestsEqual('abcd', 'abce')).toBe(false);
    expect(digestsEqual('abcd', 'abcdef')).toBe(false);
    expect(digestsEqual('', '')).toBe(false);
  });
});

describe('reset tokens', () => {
  it('are 256 bits in base64url (43 characters) and unique', () => {
    const tokens = Array.from({ length: 20 }, generateResetToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(20);
  });

  it('are stored as SHA-256 hex only', () => {
    const token = generateResetToken();
    const hash = hashResetToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashResetToken(token));
    expect(hash).not.toContain(token);
  });
});
