/** @jest-environment jsdom */
import { expect, it } from '@jest/globals';
import { Messages } from '@typing/contracts/web';
import { explanation } from './GoogleButton';

// The button's note is derived from the providers check on every render (not set once at the
// press), so a press made while the check is under way is answered when it ends.
const checking = { isSuccess: false, isError: false };
const answered = { isSuccess: true, isError: false };

it('while the server is asked, says so; once it answers without a client id, says Google is not configured', () => {
  expect(explanation(checking, undefined)).toBe('Checking Google sign-in…');
  expect(explanation(answered, undefined)).toBe(Messages.googleNotConfigured);
});

it('a failed check is "unavailable"; with a client id there is nothing to explain', () => {
  expect(explanation({ isSuccess: false, isError: true }, undefined)).toMatch(/unavailable right now/);
  expect(explanation(answered, 'client-id.apps.googleusercontent.com')).toBeNull();
});
