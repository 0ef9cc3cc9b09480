import { RestartBackoff, restartOnCrash } from './restart-on-crash';

describe('RestartBackoff', () => {
  it('doubles from 1 s up to 30 s while the process keeps failing', () => {
    const backoff = new RestartBackoff();
    expect([0, 0, 0, 0, 0, 0, 0].map((up) => backoff.next(up))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('starts over after a minute of running', () => {
    const backoff = new RestartBackoff();
    backoff.next(0);
    backoff.next(10_000);
    expect(backoff.next(59_999)).toBe(4000);
    expect(backoff.next(60_000)).toBe(1000);
    expect(backoff.next(0)).toBe(2000);
  });
});

describe('restartOnCrash', () => {
  const fast = { initialMs: 20, maxMs: 80, resetAfterMs: 10_000 };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const poll = setInterval(() => done() && (clearInterval(poll), resolve()), 5);
    });

  it('starts the process again after each crash, once per crash, and says so', async () => {
    const lines: string[] = [];
    let starts = 0;
    const restarter = restartOnCrash(
      'auth',
      () => void (starts += 1),
      (line) => lines.push(line),
      fast,
    );
    restarter.crashed('exited with code 1');
    restarter.crashed('exited with code 1'); // told twice: one restart
    await until(() => starts === 1);
    restarter.crashed('killed by SIGKILL');
    await until(() => starts === 2);
    expect(lines).toEqual([
      'auth exited with code 1; restarting in 0.02 s',
      'auth restarted',
      'auth killed by SIGKILL; restarting in 0.04 s',
      'auth restarted',
    ]);
    restarter.cancel();
  });

  it('a start that fails counts as another crash; cancel drops what is pending', async () => {
    const lines: string[] = [];
    let attempts = 0;
    const restarter = restartOnCrash(
      'redis',
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('not ready after 1 s');
      },
      (line) => lines.push(line),
      fast,
    );
    restarter.crashed('killed by SIGKILL');
    await until(() => lines.includes('redis restarted'));
    expect(attempts).toBe(3);
    expect(lines[1]).toBe('redis did not start again (not ready after 1 s); restarting in 0.04 s');

    restarter.crashed('exited with code 1');
    restarter.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toBe(3);
  });
});
