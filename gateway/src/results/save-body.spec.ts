import type { IncomingMessage } from 'node:http';
import { isResultSave, KEY_LOG_BODY_BYTES, saveBodyLimit } from './save-body';

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe('a save’s body', () => {
  it('is the save route’s POST only', () => {
    expect(isResultSave(request('POST', '/api/result/saveresult'))).toBe(true);
    expect(isResultSave(request('POST', '/api/Result/SaveResult/?again=1'))).toBe(true);
    expect(isResultSave(request('GET', '/api/result/saveresult'))).toBe(false);
    expect(isResultSave(request('POST', '/api/result/history'))).toBe(false);
  });

  it('may be as large as every other body plus the largest key log', () => {
    expect(KEY_LOG_BODY_BYTES).toBe(100_000);
    expect(saveBodyLimit('100kb')).toBe(102_400 + 100_000);
    expect(saveBodyLimit('1MB')).toBe(1_048_576 + 100_000);
    expect(() => saveBodyLimit('100')).toThrow(RangeError);
  });
});
