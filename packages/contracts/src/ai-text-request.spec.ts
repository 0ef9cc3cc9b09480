import { GenerateTextCommandSchema, GetTextSchema } from './billing';
import { parseWith } from './schema-kit';

describe('an AI practice request', () => {
  const ask = (body: object) => parseWith(GetTextSchema, body);

  it('is English letters as before, or Hindi: the keys of an emulated layout or Devanagari characters', () => {
    expect(ask({ misTypes: ['q', 'z'] }).ok).toBe(true);
    expect(ask({ misTypes: ['K', 'k'], language: 'hi', layout: 'remington-gail' }).ok).toBe(true);
    expect(ask({ misTypes: ['ष'], language: 'hi' }).ok).toBe(true);
    expect(
      parseWith(GenerateTextCommandSchema, { misTypes: [], language: 'hi', layout: 'inscript', userId: 'a'.repeat(24) })
        .ok,
    ).toBe(true);
  });

  it.each([
    [{ misTypes: [], language: 'hi', layout: 'qwerty' }, 'layout'],
    [{ misTypes: [], layout: 'inscript' }, "'layout' belongs to Hindi texts only."],
    [{ misTypes: [], language: 'en', layout: 'inscript' }, "'layout' belongs to Hindi texts only."],
    [{ misTypes: [], language: 'es' }, 'language'],
    [{ misTypes: ['Shift+KeyK'], language: 'hi', layout: 'inscript' }, 'single character'],
    [{ misTypes: [], language: 'hi', hindiLayout: 'inscript' }, 'hindiLayout'],
  ])('refuses %j, naming what is wrong', (body, named) => {
    const outcome = ask(body);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toContain(named);
  });

  it('refuses a layout outside Hindi in the service command too', () => {
    expect(parseWith(GenerateTextCommandSchema, { misTypes: [], layout: 'inscript', userId: 'a'.repeat(24) }).ok).toBe(
      false,
    );
  });
});
