import { typedSteadily } from '@typing/typing-core/testing';
import { PassageQuerySchema } from './passages';
import { SaveResultSchema, TestKindSchema } from './results';
import { parseWith } from './schema-kit';

describe('quote mode contracts', () => {
  it('asks for a passage by one of the three lengths, nothing else', () => {
    expect(parseWith(PassageQuerySchema, { length: 'medium' })).toEqual({ ok: true, value: { length: 'medium' } });
    expect(parseWith(PassageQuerySchema, { length: 'epic' })).toMatchObject({
      ok: false,
      message: 'The length must be one of short, medium, long.',
    });
    expect(parseWith(PassageQuerySchema, {}).ok).toBe(false);
    expect(parseWith(PassageQuerySchema, { length: 'short', extra: '1' }).ok).toBe(false);
  });

  it('saves a quote test with its passage length, and only a quote test has one', () => {
    const timedResult = typedSteadily('Call me Ishmael.', 'Call me');
    const { durationSeconds: _timed, ...typed } = timedResult;
    const quote = { ...typed, clientId: '2f1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10', mode: 'quote', quoteLength: 'short' };
    expect(parseWith(SaveResultSchema, quote).ok).toBe(true);
    expect(parseWith(SaveResultSchema, { ...quote, quoteLength: undefined })).toMatchObject({
      ok: false,
      message: "'quoteLength' is required for a quote test.",
    });
    const timed = { ...timedResult, clientId: quote.clientId, quoteLength: 'short' };
    expect(parseWith(SaveResultSchema, timed)).toMatchObject({
      ok: false,
      message: "'quoteLength' belongs to quote tests only.",
    });
  });

  it('names the quote kinds by length', () => {
    expect(TestKindSchema.safeParse('quote-long').success).toBe(true);
    expect(TestKindSchema.safeParse('quote-epic').success).toBe(false);
  });
});
