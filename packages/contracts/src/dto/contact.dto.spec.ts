import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Messages } from '../errors';
import { CONTACT_LIMITS } from '../limits';
import { ContactSubmitDto } from './contact.dto';

function firstMessage(body: object): string | undefined {
  const errors = validateSync(plainToInstance(ContactSubmitDto, body), { whitelist: true, forbidNonWhitelisted: true });
  return errors.length ? Object.values(errors[0]!.constraints ?? {})[0] : undefined;
}

const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi there' };

describe('ContactSubmitDto', () => {
  it('accepts a complete message', () => {
    expect(firstMessage(valid)).toBeUndefined();
  });

  it.each([
    ['missing', {}],
    ['empty', { ...valid, name: '' }],
    ['a number', { ...valid, subject: 42 }],
    ['an operator object', { ...valid, name: { $gt: '' } }],
  ])('says "fill in all fields" for a field that is %s', (_, body) => {
    expect(firstMessage(body)).toBe(Messages.fillAllFields);
  });

  it('rejects a malformed email with the spec message', () => {
    expect(firstMessage({ ...valid, email: 'not-an-email' })).toBe(Messages.invalidEmail);
  });

  it('bounds every field', () => {
    expect(firstMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toBe(
      `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    );
    expect(firstMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) })).toBeUndefined();
  });
});
