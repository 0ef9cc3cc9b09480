import { Messages } from './errors';
import { CONTACT_LIMITS } from './limits';
import { ContactSubmitSchema } from './contact';
import { parseWith } from './schema-kit';

function firstMessage(body: unknown): string | undefined {
  const outcome = parseWith(ContactSubmitSchema, body);
  return outcome.ok ? undefined : outcome.message;
}

const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi there' };

describe('ContactSubmitSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(parseWith(ContactSubmitSchema, { ...valid, name: '  Asha ' })).toEqual({ ok: true, value: valid });
  });

  it.each([
    ['missing', {}],
    ['empty', { ...valid, name: '' }],
    ['blank', { ...valid, subject: '   ' }],
    ['a number', { ...valid, subject: 42 }],
    ['an operator object', { ...valid, name: { $gt: '' } }],
  ])('says "fill in all fields" for a field that is %s', (_, body) => {
    expect(firstMessage(body)).toBe(Messages.fillAllFields);
  });

  it('rejects a malformed email with the spec message', () => {
    expect(firstMessage({ ...valid, email: 'not-an-email' })).toBe(Messages.invalidEmail);
    expect(firstMessage({ ...valid, email: 'a b@example.com' })).toBe(Messages.invalidEmail);
  });

  it('names an unknown field, `$`-keys included', () => {
    expect(firstMessage({ ...valid, admin: true })).toBe(Messages.unknownField('admin'));
    expect(firstMessage({ ...valid, $where: '1' })).toBe(Messages.unknownField('$where'));
  });

  it('bounds every field', () => {
    expect(firstMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toBe(
      `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    );
    expect(firstMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) })).toBeUndefined();
  });

  it('reads a body that is not an object as a form with nothing filled in', () => {
    expect(firstMessage(['a'])).toBe(Messages.fillAllFields);
    expect(firstMessage(null)).toBe(Messages.fillAllFields);
  });
});
