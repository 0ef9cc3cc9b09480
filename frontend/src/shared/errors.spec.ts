import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ErrorCode, Messages } from '@typing/contracts/web';
import {
  apiErrorMessage,
  CONNECTION_LOST,
  CONTACT_ERROR_TEXTS,
  contactErrorMessage,
  type ErrorScreen,
  SCREEN_ERROR_TEXTS,
  screenErrorMessage,
} from './errors';

const DEFAULT = 'An error occurred while sending your message. Please try again later.';
const NO_RESPONSE = 'Could not connect to the server. Please check your internet connection and try again.';

describe('contactErrorMessage (spec §8, contact rows)', () => {
  it('uses the message field of an API error body', () => {
    const error = {
      status: 400,
      data: { status: 400, code: 'VALIDATION_FAILED', message: 'Please provide a valid email address.' },
    };
    expect(contactErrorMessage(error)).toBe('Please provide a valid email address.');
  });

  it('falls back to the default when the server answered without a usable message', () => {
    expect(contactErrorMessage({ status: 500, data: null })).toBe(DEFAULT);
    expect(contactErrorMessage({ status: 502, data: { message: '' } })).toBe(DEFAULT);
    expect(contactErrorMessage({ status: 503, data: { message: 42 } })).toBe(DEFAULT);
    expect(contactErrorMessage({ status: 500, data: '<html>Bad Gateway</html>' })).toBe(DEFAULT);
  });

  it('treats an unparsable answer as a server answer, not a network failure', () => {
    const error = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: 'Bad Gateway',
      error: 'SyntaxError: Unexpected token',
    };
    expect(contactErrorMessage(error)).toBe(DEFAULT);
  });

  it('reports a request that got no response (network failure or time-out)', () => {
    expect(contactErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(NO_RESPONSE);
    expect(contactErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' })).toBe(NO_RESPONSE);
  });

  it("uses the error's own message for other failures", () => {
    expect(contactErrorMessage({ status: 'CUSTOM_ERROR', error: 'Request was blocked' })).toBe('Request was blocked');
    expect(contactErrorMessage({ name: 'Error', message: 'Serialized boom' })).toBe('Serialized boom');
    expect(contactErrorMessage(new Error('Thrown boom'))).toBe('Thrown boom');
  });

  it('falls back to the default when nothing usable is there', () => {
    expect(contactErrorMessage(undefined)).toBe(DEFAULT);
    expect(contactErrorMessage(null)).toBe(DEFAULT);
    expect(contactErrorMessage('just a string')).toBe(DEFAULT);
    expect(contactErrorMessage({})).toBe(DEFAULT);
    expect(contactErrorMessage({ message: '   ' })).toBe(DEFAULT);
  });

  it('exposes the spec texts so other screens can reuse the mapping with their own', () => {
    expect(CONTACT_ERROR_TEXTS).toEqual({ fallback: DEFAULT, noResponse: NO_RESPONSE });
    const texts = { fallback: 'Something went wrong!', noResponse: 'Failed to generate AI text.' };
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'x' }, texts)).toBe('Failed to generate AI text.');
    expect(apiErrorMessage({ status: 500, data: {} }, texts)).toBe('Something went wrong!');
  });
});

describe('a 429 reads by its code, on every screen', () => {
  const limited = (code: string, retryAfterSeconds?: number) => ({
    status: 429,
    data: { status: 429, code, message: 'whatever the server said' },
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

  it('the daily AI allowance says so', () => {
    expect(screenErrorMessage('aiText', limited(ErrorCode.DailyLimitReached))).toBe(
      'Daily usage limit reached. Try again tomorrow.',
    );
    expect(Messages.dailyLimitReached).toBe('Daily usage limit reached. Try again tomorrow.');
  });

  it('a request-rate limit says how long to wait, from Retry-After', () => {
    for (const screen of Object.keys(SCREEN_ERROR_TEXTS) as ErrorScreen[]) {
      expect(screenErrorMessage(screen, limited(ErrorCode.TooManyRequests, 37))).toBe(
        'Too many requests, try again in 37 s',
      );
    }
    expect(screenErrorMessage('aiText', limited(ErrorCode.TooManyRequests, 0.2))).toBe(
      'Too many requests, try again in 1 s',
    );
    expect(screenErrorMessage('login', limited(ErrorCode.TooManyRequests))).toBe('Too many requests, try again later.');
  });
});

/**
 * The table against the spec's own list: docs/SPEC.md §8, parsed here, so a change to either
 * shows. Each screen names its row; a row "server message, else 'X'" gives X for "no response"
 * (no answer, no server message); a row that is itself about "no response" gives its text.
 */
describe('the failure texts match the spec’s error catalogue (§8)', () => {
  const spec = readFileSync(path.join(__dirname, '../../../docs/SPEC.md'), 'utf8');
  const section = spec.slice(spec.indexOf('## 8. Error catalogue'), spec.indexOf('## 9.'));
  const rows = new Map(
    section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Situation') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, situation, sees]) => [situation!, sees!]),
  );
  const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  /** What the row shows when no answer came: its "else" text, or its only text. */
  const noResponseOf = (situation: string): string | undefined => {
    const sees = rows.get(situation);
    if (sees === undefined) throw new Error(`no row '${situation}' in SPEC.md §8`);
    const elseText = /else '([^']+)'/.exec(sees)?.[1];
    if (elseText) return elseText;
    const texts = quoted(sees);
    return texts.length === 1 && !/server message/.test(sees) ? texts[0] : undefined;
  };

  // Screens not in the spec (account control) name no row: their texts are ours.
  const ROW_OF: Record<ErrorScreen, string | null> = {
    signup: 'Sign-up failure',
    login: 'Login failure',
    verify: 'OTP verify failure',
    resend: 'Resend failure',
    forgot: 'Forgot password',
    reset: 'Reset password',
    imageUpload: 'Image upload failure',
    aiText: 'AI text, no response (toast)',
    contact: 'Contact, request sent but no response',
    orderCreation: 'Other error during order creation',
    paymentVerification: 'Payment verification not successful',
    changePassword: null,
    changeName: null,
    deleteAccount: null,
    publicProfile: null,
  };

  it.each(Object.entries(ROW_OF))('%s: the spec’s own text when no answer comes', (screen, row) => {
    const expected = (row && noResponseOf(row)) ?? CONNECTION_LOST;
    expect(SCREEN_ERROR_TEXTS[screen as ErrorScreen].noResponse).toBe(expected);
  });

  it('the texts for an answer without a message are the spec’s too', () => {
    expect(SCREEN_ERROR_TEXTS.aiText.fallback).toBe(noResponseOf('AI text, other error with a response (toast)'));
    expect(SCREEN_ERROR_TEXTS.contact.fallback).toBe(noResponseOf('Contact, server answered with an error'));
    expect(CONNECTION_LOST).toBe(noResponseOf('Contact, request sent but no response'));
  });

  it('the parser reads the catalogue (it is not vacuous)', () => {
    expect(rows.size).toBeGreaterThan(20);
    expect(noResponseOf('Login failure')).toBeUndefined();
    expect(noResponseOf('Resend failure')).toBe('Failed to resend OTP');
  });
});
