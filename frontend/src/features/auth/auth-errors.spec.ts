import { describe, expect, it } from '@jest/globals';
import { ErrorCode, Messages } from '@typing/contracts/web';
import { CONNECTION_LOST } from '../../shared/errors';
import { authErrorMessage, isCodeUsedUp, isEmailNotVerified } from './auth-errors';

const serverSaid = (status: number, code: string, message: string) => ({ status, data: { status, code, message } });
const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('account error texts (spec §8: the server message, else the default)', () => {
  it("shows the server's message when there is one", () => {
    const weak = serverSaid(400, 'WEAK_PASSWORD', Messages.passwordTooCommon);
    expect(authErrorMessage('signup', weak)).toBe(Messages.passwordTooCommon);
    expect(authErrorMessage('login', serverSaid(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'))).toBe(
      'Invalid email or password.',
    );
  });

  it('falls back to each situation’s default', () => {
    const bare = { status: 500, data: null };
    expect(authErrorMessage('signup', bare)).toBe('An error occurred during registration');
    expect(authErrorMessage('verify', bare)).toBe('Invalid OTP, please try again');
    expect(authErrorMessage('resend', bare)).toBe('Failed to resend OTP');
    expect(authErrorMessage('forgot', bare)).toBe('Failed to send reset link');
    expect(authErrorMessage('reset', bare)).toBe('Failed to reset password');
    expect(authErrorMessage('login', bare)).toBe('Sign in failed. Please try again.');
  });

  it('with no answer at all shows the spec’s own text for the screen', () => {
    expect(authErrorMessage('signup', noAnswer)).toBe('An error occurred during registration');
    expect(authErrorMessage('resend', noAnswer)).toBe('Failed to resend OTP');
    expect(authErrorMessage('forgot', { status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      'Failed to send reset link',
    );
    expect(authErrorMessage('login', noAnswer)).toBe(CONNECTION_LOST);
  });

  it('a rate limit says how long to wait, not the server’s words', () => {
    const limited = { ...serverSaid(429, ErrorCode.TooManyRequests, Messages.otpCooldown), retryAfterSeconds: 42 };
    expect(authErrorMessage('resend', limited)).toBe('Too many requests, try again in 42 s');
  });

  it('recognises a sign-in of an unverified account by its code', () => {
    const unverified = serverSaid(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email first. We sent you a new code.');
    expect(isEmailNotVerified(unverified)).toBe(true);
    expect(isEmailNotVerified(serverSaid(403, 'CROSS_SITE_REQUEST', 'x'))).toBe(false);
    expect(isEmailNotVerified(undefined)).toBe(false);
  });

  it('recognises a code that is spent or expired, not a wrong one', () => {
    expect(isCodeUsedUp(serverSaid(400, ErrorCode.OtpSpent, Messages.otpSpent))).toBe(true);
    expect(isCodeUsedUp(serverSaid(400, ErrorCode.OtpExpired, Messages.otpExpired))).toBe(true);
    expect(isCodeUsedUp(serverSaid(400, ErrorCode.InvalidOtp, Messages.otpInvalid))).toBe(false);
    expect(isCodeUsedUp(noAnswer)).toBe(false);
  });
});
