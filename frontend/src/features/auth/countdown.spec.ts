import { describe, expect, it } from '@jest/globals';
import { formatCountdown, OTP_COUNTDOWN_SECONDS, secondsLeft } from './countdown';

describe('the OTP countdown (spec §4: 300 s, mm:ss)', () => {
  it('counts 300 seconds', () => {
    expect(OTP_COUNTDOWN_SECONDS).toBe(300);
  });

  it('shows mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows less than zero or a fraction', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });

  it('counts from the clock: whole seconds left, rounded up, zero at and after the deadline', () => {
    const deadline = 1_000_000 + 300_000;
    expect(secondsLeft(deadline, 1_000_000)).toBe(300);
    expect(secondsLeft(deadline, 1_000_001)).toBe(300);
    expect(secondsLeft(deadline, 1_001_000)).toBe(299);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
  });
});
