/** The OTP screen's resend countdown (spec §4 "OTP countdown": 300 s, ticking, shown mm:ss). */
import { AUTH_LIMITS } from '@typing/contracts/web';

export const OTP_COUNTDOWN_SECONDS = AUTH_LIMITS.otpCountdownSeconds;

/** 300 → "05:00", 59 → "00:59", anything below zero → "00:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * Whole seconds left until `deadline` (ms), rounded up so the display shows 05:00 for the first
 * second and reaches 00:00 exactly at the deadline. Computed from the clock, not by counting
 * ticks, so a throttled background tab still ends on time.
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
