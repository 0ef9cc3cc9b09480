import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_LIMITS, ErrorCode, Messages } from '@typing/contracts';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../errors/api-error';

/** Per client IP on the account forms (sign-up, verify, resend, forgot, reset, Google). */
export const AUTH_FORM_THROTTLE = { default: { limit: 10, ttl: 60_000 } };

export const TRUSTED_DEVICE_DAYS = 180;

const FREE_LOGIN_ATTEMPTS = 4;

/** None for four attempts, then 30 s doubling up to 15 minutes (ASVS 6.3: a progressive delay, not a lock). */
export function loginDelaySeconds(attempts: number): number {
  if (attempts <= FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(15 * 60, 30 * 2 ** (attempts - FREE_LOGIN_ATTEMPTS - 1));
}

/** The numbers of the account limits (seconds); docs/decisions/accounts/abuse-and-limits.md explains them. */
export const AUTH_LIMIT_RULES = {
  /** Attempts since the last success; from the 5th on, each makes the next wait. Points are only a ceiling. */
  loginPerEmail: { keyPrefix: 'limit:login:email', points: 100_000, duration: 24 * 60 * 60 },
  loginDelay: { keyPrefix: 'limit:login:delay', points: 1, duration: 30 },
  trustedDevice: { keyPrefix: 'trusted:device', points: 1, duration: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 },
  loginPerIp: { keyPrefix: 'limit:login:ip', points: 50, duration: 60 * 60 },
  otpPerEmail: { keyPrefix: 'limit:otp', points: 1, duration: 60 },
  otpPerEmailHour: { keyPrefix: 'limit:otp:hour', points: AUTH_LIMITS.otpPerHour, duration: 60 * 60 },
  /** Set whenever a code is asked for, account or not, so what verify answers never reveals an account. */
  otpTries: { keyPrefix: 'limit:otp:tries', points: AUTH_LIMITS.otpMaxTries, duration: AUTH_LIMITS.otpLifetimeSeconds },
  /** Per browser, so a stranger's wrong codes never use up the owner's; across browsers the hourly codes bound it. */
  otpTriesPerDay: { keyPrefix: 'limit:otp:day', points: AUTH_LIMITS.otpTriesPerDay, duration: 24 * 60 * 60 },
  forgotPerEmail: { keyPrefix: 'limit:forgot', points: 3, duration: 15 * 60 },
} as const;

type LimitRule = (typeof AUTH_LIMIT_RULES)[keyof typeof AUTH_LIMIT_RULES];
export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;
export const LIMITER_FACTORY = Symbol('LIMITER_FACTORY');

export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.TooManyRequests, message);
  }
}

export const otpSpent = () => new ApiError(400, ErrorCode.OtpSpent, Messages.otpSpent);
const otpExpired = () => new ApiError(400, ErrorCode.OtpExpired, Messages.otpExpired);

/** Hashed: the counters need no address in clear. */
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const codeKey = (email: string, device?: string) => `${emailKey(email)}:${device ?? ''}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Fail closed: unreachable counters refuse the request rather than let it through unlimited. */
function storeDown(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
}

export interface LoginAttempt {
  succeeded(): Promise<void>;
  notJudged(): Promise<void>;
}

export interface OtpTry {
  readonly lastTry: boolean;
  verified(): Promise<void>;
  notJudged(): Promise<void>;
}

/** Each attempt is charged before it is forwarded, so concurrent guesses cannot slip past a limit. */
@Injectable()
export class AuthLimits {
  private readonly loginEmail: RateLimiterAbstract;
  private readonly loginDelay: RateLimiterAbstract;
  private readonly trusted: RateLimiterAbstract;
  private readonly loginIp: RateLimiterAbstract;
  private readonly otp: RateLimiterAbstract;
  private readonly otpHour: RateLimiterAbstract;
  private readonly otpTries: RateLimiterAbstract;
  private readonly otpDay: RateLimiterAbstract;
  private readonly forgot: RateLimiterAbstract;

  constructor(@Inject(LIMITER_FACTORY) create: LimiterFactory) {
    this.loginEmail = create(AUTH_LIMIT_RULES.loginPerEmail);
    this.loginDelay = create(AUTH_LIMIT_RULES.loginDelay);
    this.trusted = create(AUTH_LIMIT_RULES.trustedDevice);
    this.loginIp = create(AUTH_LIMIT_RULES.loginPerIp);
    this.otp = create(AUTH_LIMIT_RULES.otpPerEmail);
    this.otpHour = create(AUTH_LIMIT_RULES.otpPerEmailHour);
    this.otpTries = create(AUTH_LIMIT_RULES.otpTries);
    this.otpDay = create(AUTH_LIMIT_RULES.otpTriesPerDay);
    this.forgot = create(AUTH_LIMIT_RULES.forgotPerEmail);
  }

  /** From the 5th attempt of a streak on, each must take the streak's one slot, so parallel guesses share it. */
  async startLogin(email: string, ip: string, device?: string): Promise<LoginAttempt> {
    const account = emailKey(email);
    const streak = device && (await this.isTrusted(account, device)) ? `${account}:${device}` : account;
    await this.charge(this.loginIp, ip, Messages.tooManyLoginAttempts);
    let tookSlot = false;
    try {
      const { consumedPoints } = await this.loginEmail.consume(streak, 1);
      const delay = loginDelaySeconds(consumedPoints);
      if (delay > 0) {
        try {
          await this.loginDelay.consume(streak, 1, { customDuration: delay });
          tookSlot = true;
        } catch (rejection) {
          await this.loginEmail.reward(streak, 1).catch(() => undefined);
          throw rejection;
        }
      }
    } catch (rejection) {
      await this.loginIp.reward(ip, 1).catch(() => undefined);
      if (rejection instanceof RateLimiterRes) {
        throw new RateLimitedError(Messages.tooManyLoginAttempts, seconds(rejection.msBeforeNext));
      }
      storeDown(rejection);
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.loginEmail.delete(streak),
          this.loginDelay.delete(streak),
          this.loginIp.reward(ip, 1),
        ]).catch(() => undefined);
      },
      notJudged: async () => {
        await Promise.all([
          this.loginEmail.reward(streak, 1),
          this.loginIp.reward(ip, 1),
          tookSlot ? this.loginDelay.delete(streak) : undefined,
        ]).catch(() => undefined);
      },
    };
  }

  async trustDevice(email: string, device: string): Promise<void> {
    await this.trusted.set(`${emailKey(email)}:${device}`, 1, this.trusted.duration).catch(() => {
      // Not trusting a device is safe: it is only held back like any other.
    });
  }

  private async isTrusted(account: string, device: string): Promise<boolean> {
    const state = await this.trusted.get(`${account}:${device}`).catch(storeDown);
    return state !== null;
  }

  async takeOtpResend(email: string, device?: string): Promise<void> {
    const key = emailKey(email);
    const spent = await this.codeSpent(codeKey(email, device));
    if (!spent) await this.charge(this.otp, key, Messages.otpCooldown);
    try {
      await this.charge(this.otpHour, key, Messages.otpHourlyCap);
    } catch (error) {
      if (!spent) await this.otp.reward(key, 1).catch(() => undefined);
      throw error;
    }
    if (spent) await this.otp.set(key, 1, AUTH_LIMIT_RULES.otpPerEmail.duration).catch(storeDown);
  }

  async checkOtpCooldown(email: string): Promise<void> {
    const key = emailKey(email);
    for (const [limiter, rule, message] of [
      [this.otp, AUTH_LIMIT_RULES.otpPerEmail, Messages.otpCooldown],
      [this.otpHour, AUTH_LIMIT_RULES.otpPerEmailHour, Messages.otpHourlyCap],
    ] as const) {
      const state = await limiter.get(key).catch(storeDown);
      if (state && state.consumedPoints >= rule.points)
        throw new RateLimitedError(message, seconds(state.msBeforeNext));
    }
  }

  async startOtpCooldown(email: string, device?: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.penalty(key, 1), this.otpHour.penalty(key, 1)]).catch(() => undefined);
    await this.codeSent(email, device);
  }

  /** Takes one of the hour's codes, so signing in from new browsers cannot buy codes past the hourly cap. */
  async takeSignInCode(email: string): Promise<{ allowed: boolean; giveBack(): Promise<void> }> {
    const key = emailKey(email);
    try {
      await this.otpHour.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, giveBack: async () => undefined };
      storeDown(rejection);
    }
    return {
      allowed: true,
      giveBack: async () => {
        await this.otpHour.reward(key, 1).catch(() => undefined);
      },
    };
  }

  async refundOtpResend(email: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.reward(key, 1), this.otpHour.reward(key, 1)]).catch(() => undefined);
  }

  async codeSent(email: string, device?: string): Promise<void> {
    await this.otpTries.set(codeKey(email, device), 0, AUTH_LIMIT_RULES.otpTries.duration).catch(() => undefined);
  }

  async startOtpTry(email: string, device?: string): Promise<OtpTry> {
    const key = codeKey(email, device);
    const state = await this.otpTries.get(key).catch(storeDown);
    if (!state) throw otpExpired();
    if (state.consumedPoints >= AUTH_LIMIT_RULES.otpTries.points) throw otpSpent();
    await this.charge(this.otpDay, key, Messages.otpDailyCap);
    let charged: RateLimiterRes;
    try {
      charged = await this.otpTries.consume(key, 1);
    } catch (rejection) {
      await this.otpDay.reward(key, 1).catch(() => undefined);
      if (rejection instanceof RateLimiterRes) throw otpSpent();
      storeDown(rejection);
    }
    return {
      lastTry: charged.remainingPoints === 0,
      verified: async () => {
        await this.otpTries.delete(key).catch(() => undefined);
      },
      notJudged: async () => {
        await Promise.all([this.otpTries.reward(key, 1), this.otpDay.reward(key, 1)]).catch(() => undefined);
      },
    };
  }

  private async codeSpent(key: string): Promise<boolean> {
    const state = await this.otpTries.get(key).catch(storeDown);
    return !!state && state.consumedPoints >= AUTH_LIMIT_RULES.otpTries.points;
  }

  async takeForgotPassword(email: string): Promise<void> {
    await this.charge(this.forgot, emailKey(email), Messages.tooManyRequests);
  }

  private async charge(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
    try {
      await limiter.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(message, seconds(rejection.msBeforeNext));
      storeDown(rejection);
    }
  }
}
