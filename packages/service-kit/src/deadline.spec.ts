import { withDeadline } from './deadline';

test('passes the result through when work finishes in time', async () => {
  await expect(withDeadline(Promise.resolve(7), 1000, 'late')).resolves.toBe(7);
});

test('passes a failure through', async () => {
  await expect(withDeadline(Promise.reject(new Error('boom')), 1000, 'late')).rejects.toThrow('boom');
});

test('rejects with the message when the deadline passes first', async () => {
  jest.useFakeTimers();
  try {
    const pending = withDeadline(new Promise(() => undefined), 500, 'queue did not answer');
    jest.advanceTimersByTime(500);
    await expect(pending).rejects.toThrow('queue did not answer');
  } finally {
    jest.useRealTimers();
  }
});
