import { describe, expect, it } from '@jest/globals';
import { apiErrorMessage, CONTACT_ERROR_TEXTS, contactErrorMessage } from './errors';

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
