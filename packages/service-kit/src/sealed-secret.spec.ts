import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from './sealed-secret';

const key = randomBytes(32).toString('base64');

describe('sealed secrets', () => {
  it('round-trips and never contains the plaintext', () => {
    const sealed = sealSecret(key, '042917');
    expect(sealed).not.toContain('042917');
    expect(openSecret(key, sealed)).toBe('042917');
  });

  it('seals the same text differently each time', () => {
    expect(sealSecret(key, 'x')).not.toBe(sealSecret(key, 'x'));
  });

  it('refuses another key, a tampered text and garbage', () => {
    const sealed = sealSecret(key, 'https://app/reset-password/abc');
    expect(() => openSecret(randomBytes(32).toString('base64'), sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] ^= 1;
    expect(() => openSecret(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(key, 'not-sealed')).toThrow('Not a sealed secret.');
  });

  it('refuses a key of the wrong size', () => {
    expect(() => sealSecret(Buffer.alloc(16).toString('base64'), 'x')).toThrow('32 bytes');
  });
});
