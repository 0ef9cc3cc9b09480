/**
 * The save endpoint's retries, through the app's real store and RTK Query's `retry`: a lost
 * answer or a server failure is tried again (the client id makes that harmless), a refusal never.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { SaveResultRequest } from '@typing/contracts/web';
import { createAppStore } from '../../../app/store';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { resultsApi, SAVE_MAX_RETRIES } from './results.api';

type Answer = number | 'network-down';

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
});

/** Answers each call with the next status of `answers` (the last one repeats); counts the calls. */
function stubSaves(answers: Answer[]) {
  let calls = 0;
  // fetchBaseQuery builds `new Request('/api/...')`; Node needs an absolute URL.
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const body = answer === 200 ? { message: 'Result saved.', created: true } : { status: answer, message: 'x' };
    return new Response(JSON.stringify(body), { status: answer, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls: () => calls };
}

const body = { clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10' } as SaveResultRequest;

async function save() {
  const store = createAppStore({ preferenceStorage: memoryStorage().storage, authStorage: memoryStorage().storage });
  return store.dispatch(resultsApi.endpoints.saveResult.initiate(body));
}

describe('saving a result', () => {
  it('tries again after a lost answer and a server failure, then succeeds', async () => {
    const stub = stubSaves(['network-down', 503, 200]);
    const outcome = await save();
    expect(outcome).toMatchObject({ data: { created: true } });
    expect(stub.calls()).toBe(3);
  });

  it(`gives up after ${SAVE_MAX_RETRIES} retries`, async () => {
    const stub = stubSaves([502]);
    const outcome = await save();
    expect(outcome).toMatchObject({ error: { status: 502 } });
    expect(stub.calls()).toBe(1 + SAVE_MAX_RETRIES);
  });

  it('never repeats a refused save', async () => {
    const stub = stubSaves([422]);
    const outcome = await save();
    expect(outcome).toMatchObject({ error: { status: 422 } });
    expect(stub.calls()).toBe(1);
  });
});
