import { describe, expect, it } from '@jest/globals';
import { CONTACT_LIMITS } from '@typing/contracts/web';
import { SERVER_OFFLINE_MESSAGE, validateContact, type ContactInput } from './contact-validation';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Feature request',
  message: 'A Dvorak layout, please.',
};
const online = { serverOffline: false };

describe('validateContact (spec §5, contact form)', () => {
  it('accepts a complete message and returns it trimmed', () => {
    const input = {
      name: '  Asha Rao ',
      email: ' asha@example.com ',
      subject: 'Feature request\n',
      message: '\tA Dvorak layout, please.  ',
    };
    expect(validateContact(input, online)).toEqual({ ok: true, value: valid });
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (field) => {
    for (const empty of [undefined, null, '', '   ']) {
      const input: ContactInput = { ...valid, [field]: empty };
      expect(validateContact(input, online)).toEqual({ ok: false, message: 'Please fill in all fields.' });
    }
  });

  it('reports missing fields for an untouched form', () => {
    expect(validateContact({}, online)).toEqual({ ok: false, message: 'Please fill in all fields.' });
  });

  it.each([
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.',
    'asha rao@example.com',
    'asha@@example.com',
    'asha@.com',
  ])('rejects the email %p', (email) => {
    expect(validateContact({ ...valid, email }, online)).toEqual({
      ok: false,
      message: 'Please provide a valid email address.',
    });
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.co.in', 'ASHA@EXAMPLE.COM'])('accepts the email %p', (email) => {
    expect(validateContact({ ...valid, email }, online)).toMatchObject({ ok: true, value: { email } });
  });

  it('rejects an email longer than the contract limit', () => {
    const email = `${'a'.repeat(CONTACT_LIMITS.email)}@example.com`;
    expect(validateContact({ ...valid, email }, online)).toEqual({
      ok: false,
      message: 'Please provide a valid email address.',
    });
  });

  it('enforces the contract length limits with the gateway wording', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(validateContact({ ...valid, name: at(CONTACT_LIMITS.name) }, online).ok).toBe(true);
    expect(validateContact({ ...valid, name: at(CONTACT_LIMITS.name + 1) }, online)).toEqual({
      ok: false,
      message: `Name must be at most ${CONTACT_LIMITS.name} characters.`,
    });
    expect(validateContact({ ...valid, subject: at(CONTACT_LIMITS.subject + 1) }, online)).toEqual({
      ok: false,
      message: `Subject must be at most ${CONTACT_LIMITS.subject} characters.`,
    });
    expect(validateContact({ ...valid, message: at(CONTACT_LIMITS.message + 1) }, online)).toEqual({
      ok: false,
      message: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    });
  });

  it('blocks a valid message when the server check failed', () => {
    expect(SERVER_OFFLINE_MESSAGE).toBe('Server is offline. Please try again later.');
    expect(validateContact(valid, { serverOffline: true })).toEqual({
      ok: false,
      message: 'Server is offline. Please try again later.',
    });
  });

  it('checks the fields before the offline block, in the spec order', () => {
    expect(validateContact({ ...valid, name: '' }, { serverOffline: true })).toEqual({
      ok: false,
      message: 'Please fill in all fields.',
    });
    expect(validateContact({ ...valid, email: 'nope' }, { serverOffline: true })).toEqual({
      ok: false,
      message: 'Please provide a valid email address.',
    });
  });
});
