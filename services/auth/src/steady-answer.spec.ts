import { answerNoSoonerThan } from './steady-answer';

describe('answerNoSoonerThan', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settledAfter = async (promise: Promise<unknown>, ms: number) => {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  };

  test('quick work is held until the floor', async () => {
    const answer = answerNoSoonerThan(250, () => Promise.resolve('done'));
    expect(await settledAfter(answer, 249)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    await expect(answer).resolves.toBe('done');
  });

  test('a quick failure is held too, and still fails', async () => {
    const answer = answerNoSoonerThan(250, () => Promise.reject(new Error('queue down')));
    answer.catch(() => undefined);
    expect(await settledAfter(answer, 249)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    await expect(answer).rejects.toThrow('queue down');
  });

  test('work longer than the floor is not held further', async () => {
    const answer = answerNoSoonerThan(250, () => new Promise((resolve) => setTimeout(() => resolve('slow'), 400)));
    expect(await settledAfter(answer, 399)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    await expect(answer).resolves.toBe('slow');
  });
});
