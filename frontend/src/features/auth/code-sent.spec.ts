import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../shared/storage/web-storage';
import { rememberCodeSent, resendDeadline } from './code-sent';

const T = 1_800_000_000_000;
const FULL = 300_000;

describe('the countdown survives a reload (the time the code was sent, per tab)', () => {
  it('counts from when the code was sent to that address', () => {
    const { storage } = memoryStorage();
    rememberCodeSent('asha@example.com', T, storage);
    expect(resendDeadline('asha@example.com', T + 120_000, storage)).toBe(T + FULL);
    // Long ago: 'Resend OTP' at once.
    expect(resendDeadline('asha@example.com', T + 900_000, storage)).toBe(T + FULL);
  });

  it('starts a full countdown for another address, nothing stored, or a value it cannot read', () => {
    const { storage, items } = memoryStorage();
    rememberCodeSent('asha@example.com', T, storage);
    expect(resendDeadline('ravi@example.com', T + 1000, storage)).toBe(T + 1000 + FULL);
    expect(resendDeadline('asha@example.com', T, memoryStorage().storage)).toBe(T + FULL);
    for (const junk of ['{', '42', '{"email":"asha@example.com","at":"soon"}']) {
      items.set('otp-code-sent', junk);
      expect(resendDeadline('asha@example.com', T + 1000, storage)).toBe(T + 1000 + FULL);
    }
    expect(resendDeadline('asha@example.com', T, undefined)).toBe(T + FULL);
  });

  it('never waits longer than a full countdown (a clock set back)', () => {
    const { storage } = memoryStorage();
    rememberCodeSent('asha@example.com', T + 3_600_000, storage);
    expect(resendDeadline('asha@example.com', T, storage)).toBe(T + FULL);
  });
});
