import { Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type UseGrant } from '@typing/contracts';
import { AiTextService } from './ai-text.service';
import type { BillingClient } from './billing-client';
import type { ResultsClient } from './results-client';
import type { TextSource } from './text-source';
import type { WeakKeysService } from './weak-keys.service';

const grant: UseGrant = { subscriptionId: 'a'.repeat(24), day: '2026-03-01', planId: 2, remainingDailyLimit: 4 };
const userId = 'b'.repeat(24);

function setup(write: TextSource['write'], leastConfident: string[] = []) {
  const billing = {
    consume: jest.fn().mockResolvedValue(grant),
    release: jest.fn().mockResolvedValue({ released: true }),
  };
  const weakKeys = { top: jest.fn().mockResolvedValue(['v', 'b']) };
  const results = { leastConfidentKeys: jest.fn().mockResolvedValue(leastConfident) };
  const service = new AiTextService(
    billing as unknown as BillingClient,
    {
      write: jest.fn(write),
      writeHindi: jest.fn((layout: string | undefined, keys: string[]) => ({
        text: `${layout ?? 'own keyboard'}: ${keys.join(' ')}`,
        source: 'builtin',
      })),
    } as unknown as TextSource,
    weakKeys as unknown as WeakKeysService,
    results as unknown as ResultsClient,
  );
  return { service, billing, weakKeys };
}

describe('AiTextService', () => {
  // Its error log is expected here; each test file has its own module registry, so this does not leak.
  beforeAll(() => Logger.overrideLogger(false));

  it('keeps the use when a text is delivered, with the requested keys', async () => {
    const { service, billing, weakKeys } = setup(async () => ({ text: 'quiz', source: 'builtin' }));
    await expect(service.generate({ userId, misTypes: ['q'] })).resolves.toEqual({
      message: 'quiz',
      source: 'builtin',
      weakKeys: ['q'],
      remainingDailyLimit: 4,
    });
    expect(billing.release).not.toHaveBeenCalled();
    expect(weakKeys.top).not.toHaveBeenCalled();
  });

  it('writes Hindi on the keys of the layout named, never asking for the letters over the history', async () => {
    const { service, billing, weakKeys } = setup(async () => {
      throw new Error('not an English text');
    });
    await expect(
      service.generate({ userId, misTypes: ['K', ' ', 'K', 'k'], language: 'hi', layout: 'inscript' }),
    ).resolves.toEqual({
      message: 'inscript: K k',
      source: 'builtin',
      weakKeys: ['K', 'k'],
      remainingDailyLimit: 4,
    });
    await expect(service.generate({ userId, misTypes: ['ष', 'q'], language: 'hi' })).resolves.toMatchObject({
      message: 'own keyboard: ष',
      weakKeys: ['ष'],
    });
    await expect(service.generate({ userId, misTypes: [], language: 'hi', layout: 'krutidev' })).resolves.toMatchObject(
      { message: 'krutidev: ', weakKeys: [] },
    );
    expect(weakKeys.top).not.toHaveBeenCalled();
    expect(billing.release).not.toHaveBeenCalled();
  });

  it('with no keys named, takes the least confident keys over the history', async () => {
    const { service, weakKeys } = setup(async (keys) => ({ text: keys.join(''), source: 'builtin' }), ['q', 'z']);
    await expect(service.generate({ userId, misTypes: [] })).resolves.toMatchObject({
      message: 'qz',
      weakKeys: ['q', 'z'],
    });
    expect(weakKeys.top).not.toHaveBeenCalled();
  });

  it('uses the most missed keys when none are named and confidence has none', async () => {
    const { service } = setup(async (keys) => ({ text: keys.join(''), source: 'builtin' }));
    await expect(service.generate({ userId, misTypes: [' '] })).resolves.toMatchObject({
      message: 'vb',
      weakKeys: ['v', 'b'],
    });
  });

  it('gives the use back when no text came of it, and answers 503', async () => {
    const { service, billing } = setup(() => Promise.reject(new Error('generator broke')));
    const failure = service.generate({ userId, misTypes: ['q'] });
    await expect(failure).rejects.toBeInstanceOf(RpcException);
    await failure.catch((error: RpcException) =>
      expect(error.getError()).toMatchObject({ status: 503, code: ErrorCode.AiTextFailed }),
    );
    expect(billing.release).toHaveBeenCalledWith(userId, grant);
  });

  it('takes no text when billing refuses (nothing to give back)', async () => {
    const { service, billing } = setup(async () => ({ text: 'x', source: 'builtin' }));
    billing.consume.mockRejectedValue(
      new RpcException({ status: 429, code: ErrorCode.DailyLimitReached, message: 'x' }),
    );
    await expect(service.generate({ userId, misTypes: [] })).rejects.toBeInstanceOf(RpcException);
    expect(billing.release).not.toHaveBeenCalled();
  });
});
