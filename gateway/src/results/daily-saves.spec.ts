import { ErrorCode } from '@typing/contracts';
import type { Response } from 'express';
import { saveWithinDailyCap } from './daily-saves';

function response() {
  const headers: Record<string, string> = {};
  return {
    headers,
    res: { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response,
  };
}

describe('saveWithinDailyCap', () => {
  it('answers what the save answers, with no Retry-After', async () => {
    const { headers, res } = response();
    await expect(saveWithinDailyCap(res, async () => 'saved')).resolves.toBe('saved');
    expect(headers).toEqual({});
  });

  it('passes the daily cap on with the seconds to midnight in India (UTC+5:30)', async () => {
    const { headers, res } = response();
    const refusal = { status: 429, code: ErrorCode.DailySavesReached, message: 'cap' };
    const save = () => Promise.reject(refusal);
    // 17:30 UTC is 23:00 in India: an hour to go.
    await expect(saveWithinDailyCap(res, save, () => new Date('2026-11-28T17:30:00Z'))).rejects.toBe(refusal);
    expect(headers).toEqual({ 'Retry-After': '3600' });
  });

  it('passes other errors on untouched', async () => {
    const { headers, res } = response();
    const failure = { status: 503, code: ErrorCode.ServiceUnavailable, message: 'away' };
    await expect(saveWithinDailyCap(res, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(headers).toEqual({});
  });
});
