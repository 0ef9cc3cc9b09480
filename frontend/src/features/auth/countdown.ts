/** The OTP screen's resend countdown (spec §4 "OTP countdown": 300 s, ticking, shown mm:ss). */
import { AUTH_LIMITS } from '@typing/contracts/web';

export const OTP_COUNTDOWN_SECONDS = AUTH_LIMITS.otpCountdownSeconds;

export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Whole seconds left, rounded up; computed from the clock, not ticks, so a throttled background tab ends on time. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
