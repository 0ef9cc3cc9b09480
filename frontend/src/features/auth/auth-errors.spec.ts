import { describe, expect, it } from '@jest/globals';
import { apiErrorCode, authErrorMessage, isEmailNotVerified, NO_RESPONSE } from './auth-errors';

const serverSaid = (status: number, code: string, message: string) => ({ status, data: { status, code, message } });

describe('account error texts (spec §8: the server message, else the default)', () => {
  it("shows the server's message when there is one", () => {
    const taken = serverSaid(409, 'EMAIL_TAKEN', 'An account with this email already exists. Please sign in.');
    expect(authErrorMessage('signup', taken)).toBe('An account with this email already exists. Please sign in.');
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

  it('says when no answer came back', () => {
    expect(authErrorMessage('signup', { status: 'FETCH_ERROR', error: 'TypeError' })).toBe(NO_RESPONSE);
  });

  it('recognises a sign-in of an unverified account by its code', () => {
    const unverified = serverSaid(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email first. We sent you a new code.');
    expect(isEmailNotVerified(unverified)).toBe(true);
    expect(isEmailNotVerified(serverSaid(403, 'CROSS_SITE_REQUEST', 'x'))).toBe(false);
    expect(isEmailNotVerified(undefined)).toBe(false);
    expect(apiErrorCode({ status: 400, data: 'text' })).toBeUndefined();
  });
});
