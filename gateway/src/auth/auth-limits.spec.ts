import { ErrorCode, Messages } from '@typing/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AUTH_LIMIT_RULES, AuthLimits, loginDelaySeconds, RateLimitedError } from './auth-limits';

/** Node's timers hold at most 2^31 - 1 ms; the memory store expires a record with one, so longer rules would end at once. */
const LONGEST_TIMER_S = Math.floor((2 ** 31 - 1) / 1000);

/** The same rules over rate-limiter-flexible's in-memory store (the gateway uses its Redis store, which has no such limit). */
const limits = () =>
  new AuthLimits((rule) => new RateLimiterMemory({ ...rule, duration: Math.min(rule.duration, LONGEST_TIMER_S) }));

async function refusal(promise: Promise<unknown>): Promise<RateLimitedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('login', () => {
  it('judges 4 attempts at once, then makes each next one wait 30 s, doubling up to 15 minutes', async () => {
    expect([1, 4, 5, 6, 7, 9, 10, 20].map(loginDelaySeconds)).toEqual([0, 0, 30, 60, 120, 480, 900, 900]);
    const l = limits();
    for (let i = 0; i < 5; i += 1) await l.startLogin('asha@example.com', `10.0.0.${i}`);
    const refused = await refusal(l.startLogin('Asha@Example.com ', '10.0.0.99'));
    expect(refused.toJSON()).toEqual({
      status: 429,
      code: ErrorCode.TooManyRequests,
      message: Messages.tooManyLoginAttempts,
    });
    expect(refused.retryAfterSeconds).toBe(30);
    // Another account from the same IPs is unaffected.
    await l.startLogin('ravi@example.com', '10.0.0.1');
  });

  it('a device that signed in to the account keeps its own streak', async () => {
    const l = limits();
    const device = 'd'.repeat(43);
    await l.trustDevice('asha@example.com', device);
    for (let i = 0; i < 5; i += 1) await l.startLogin('asha@example.com', `10.0.0.${i}`);
    await refusal(l.startLogin('asha@example.com', '10.0.0.9'));
    await refusal(l.startLogin('asha@example.com', '10.0.0.9', 'e'.repeat(43)));
    await (await l.startLogin('asha@example.com', '10.0.0.9', device)).succeeded();
  });

  it('a success ends the streak', async () => {
    const l = limits();
    for (let i = 0; i < 4; i += 1) await l.startLogin('asha@example.com', '10.0.0.1');
    await (await l.startLogin('asha@example.com', '10.0.0.1')).succeeded();
    for (let i = 0; i < 5; i += 1) await l.startLogin('asha@example.com', '10.0.0.1');
    await refusal(l.startLogin('asha@example.com', '10.0.0.1'));
  });

  it('an attempt that took the slot and judged nothing gives it back', async () => {
    const l = limits();
    for (let i = 0; i < 4; i += 1) await l.startLogin('asha@example.com', '10.0.0.1');
    await (await l.startLogin('asha@example.com', '10.0.0.1')).notJudged();
    await l.startLogin('asha@example.com', '10.0.0.1');
  });

  it('an attempt that judged no password is given back', async () => {
    const l = limits();
    for (let i = 0; i < 10; i += 1) await (await l.startLogin('asha@example.com', '10.0.0.1')).notJudged();
    await l.startLogin('asha@example.com', '10.0.0.1');
  });

  it('refuses an IP after 50 failures in an hour, across accounts', async () => {
    const l = limits();
    for (let i = 0; i < 50; i += 1) await l.startLogin(`user${i}@example.com`, '10.0.0.7');
    const refused = await refusal(l.startLogin('new@example.com', '10.0.0.7'));
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    await l.startLogin('new@example.com', '10.0.0.8');
  });
});

describe('codes and reset links', () => {
  it('one resend a minute per email, known account or not', async () => {
    const l = limits();
    await l.takeOtpResend('nobody@example.com');
    const refused = await refusal(l.takeOtpResend('nobody@example.com'));
    expect(refused.message).toBe(Messages.otpCooldown);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('a sign-up starts the cooldown; a failed resend is refunded', async () => {
    const l = limits();
    await l.checkOtpCooldown('asha@example.com');
    await l.startOtpCooldown('asha@example.com');
    await refusal(l.takeOtpResend('asha@example.com'));
    await refusal(l.checkOtpCooldown('asha@example.com'));

    await l.takeOtpResend('ravi@example.com');
    await l.refundOtpResend('ravi@example.com');
    await l.takeOtpResend('ravi@example.com');
  });

  it('three reset links per email in 15 minutes', async () => {
    const l = limits();
    for (let i = 0; i < 3; i += 1) await l.takeForgotPassword('asha@example.com');
    expect((await refusal(l.takeForgotPassword('asha@example.com'))).status).toBe(429);
  });
});

describe('code tries', () => {
  const wrongTries = async (l: AuthLimits, email: string, count: number) => {
    for (let i = 0; i < count; i += 1) await l.startOtpTry(email);
  };

  it('no code asked for: OTP_EXPIRED before any try is counted', async () => {
    await expect(limits().startOtpTry('nobody@example.com')).rejects.toMatchObject({
      status: 400,
      code: ErrorCode.OtpExpired,
    });
  });

  it('five tries per code; the fifth is the last, the sixth is OTP_SPENT; a new code starts again', async () => {
    const l = limits();
    await l.codeSent('asha@example.com');
    await wrongTries(l, 'asha@example.com', 4);
    expect((await l.startOtpTry('Asha@Example.com')).lastTry).toBe(true);
    await expect(l.startOtpTry('asha@example.com')).rejects.toMatchObject({ status: 400, code: ErrorCode.OtpSpent });
    await l.codeSent('asha@example.com');
    expect((await l.startOtpTry('asha@example.com')).lastTry).toBe(false);
  });

  it('a try that was not judged is given back', async () => {
    const l = limits();
    await l.codeSent('asha@example.com');
    for (let i = 0; i < 10; i += 1) await (await l.startOtpTry('asha@example.com')).notJudged();
    expect((await l.startOtpTry('asha@example.com')).lastTry).toBe(false);
  });

  it('a spent code lets a resend skip the minute, not the hour', async () => {
    const l = limits();
    await l.checkOtpCooldown('asha@example.com');
    await l.startOtpCooldown('asha@example.com');
    await refusal(l.takeOtpResend('asha@example.com'));
    for (let sent = 1; sent < AUTH_LIMIT_RULES.otpPerEmailHour.points; sent += 1) {
      await wrongTries(l, 'asha@example.com', 5);
      await l.takeOtpResend('asha@example.com');
      await l.codeSent('asha@example.com');
      // The minute starts again with each code.
      expect((await refusal(l.takeOtpResend('asha@example.com'))).message).toBe(Messages.otpCooldown);
    }
    await wrongTries(l, 'asha@example.com', 5);
    const refused = await refusal(l.takeOtpResend('asha@example.com'));
    expect(refused.message).toBe(Messages.otpHourlyCap);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    await refusal(l.checkOtpCooldown('asha@example.com'));
  });
});

test('a counter store that is down refuses with 503 instead of letting attempts through', async () => {
  const down = new AuthLimits(
    (rule) =>
      ({
        consume: () => Promise.reject(new Error('Connection is closed.')),
        get: () => Promise.reject(new Error('Connection is closed.')),
        keyPrefix: rule.keyPrefix,
      }) as never,
  );
  await expect(down.startLogin('a@example.com', '10.0.0.1')).rejects.toMatchObject({ status: 503 });
  await expect(down.takeOtpResend('a@example.com')).rejects.toMatchObject({ status: 503 });
  await expect(down.checkOtpCooldown('a@example.com')).rejects.toMatchObject({ status: 503 });
  await expect(down.startOtpTry('a@example.com')).rejects.toMatchObject({ status: 503 });
});

it('schedules no timer longer than Node holds (a longer one fires at once, with a TimeoutOverflowWarning)', async () => {
  const timers = jest.spyOn(globalThis, 'setTimeout');
  try {
    const l = limits();
    await l.trustDevice('asha@example.com', 'd'.repeat(43));
    await (await l.startLogin('asha@example.com', '10.0.0.1')).succeeded();
    await l.takeOtpResend('asha@example.com');
    const delays = timers.mock.calls.map(([, delay]) => delay ?? 0);
    expect(delays.length).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(LONGEST_TIMER_S * 1000);
  } finally {
    timers.mockRestore();
  }
});
