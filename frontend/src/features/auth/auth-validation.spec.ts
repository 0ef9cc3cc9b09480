import { describe, expect, it } from '@jest/globals';
import { newPasswordProblem, passwordMismatch } from '../../shared/forms/password-rules';
import { isEmail, normaliseEmail } from './auth-validation';

describe('account form rules (spec §5)', () => {
  it("says 'Passwords do not match' only when a confirmation differs", () => {
    expect(passwordMismatch('correct horse', 'correct horse')).toBeNull();
    expect(passwordMismatch('correct horse', 'correct hors')).toBe('Passwords do not match');
    expect(passwordMismatch('correct horse', '')).toBeNull();
    expect(passwordMismatch(undefined, 'x')).toBe('Passwords do not match');
  });

  it('checks the password length policy (8 to 128) with the server’s words', () => {
    expect(newPasswordProblem('1234567')).toBe('Password must be at least 8 characters.');
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(newPasswordProblem('')).toBeNull();
  });

  it('accepts what an email field accepts', () => {
    expect(isEmail('asha@example.com')).toBe(true);
    expect(isEmail('a.b+c@sub.example.co.in')).toBe(true);
    expect(isEmail(' asha@example.com ')).toBe(true);
    expect(isEmail('asha@')).toBe(false);
    expect(isEmail('asha example.com')).toBe(false);
    expect(isEmail('')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });

  it('sends emails trimmed and lower-cased', () => {
    expect(normaliseEmail('  Asha@Example.COM ')).toBe('asha@example.com');
  });
});
