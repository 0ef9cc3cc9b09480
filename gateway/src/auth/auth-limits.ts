import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_LIMITS, ErrorCode, Messages } from '@typing/contracts';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../errors/api-error';

/** Per client IP on the account forms (sign-up, verify, resend, forgot, reset, Google). */
export const AUTH_FORM_THROTTLE = { default: { limit: 10, ttl: 60_000 } };

/** The numbers of the account limits (seconds); docs/decisions/issue-03-account-limits.md explains them. */
export const AUTH_LIMIT_RULES = {
  /** Failed sign-ins per account in a row: the 6th attempt is refused for 15 minutes. */
  loginPerEmail: { keyPrefix: 'limit:login:email', points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed sign-ins per client IP, whatever the account (password spraying). */
  loginPerIp: { keyPrefix: 'limit:login:ip', points: 50, duration: 60 * 60 },
  /** One code per email a minute (sign-up sends the first one), unless the last one is spent. */
  otpPerEmail: { keyPrefix: 'limit:otp', points: 1, duration: 60 },
  /** Codes per email an hour, spent or not: what protects the mailbox. */
  otpPerEmailHour: { keyPrefix: 'limit:otp:hour', points: AUTH_LIMITS.otpPerHour, duration: 60 * 60 },
  /**
   * The tries of the code last sent to an email, kept for that code's life. It is set whenever a
   * code is asked for, whether or not the address has an account, so what verify answers depends
   * only on requests anyone could make, never on the account (issue-21-otp-no-dead-ends.md).
   */
  otpTries: { keyPrefix: 'limit:otp:tries', points: AUTH_LIMITS.otpMaxTries, duration: AUTH_LIMITS.otpLifetimeSeconds },
  /** Tries per email a day across its codes: each new code's five tries do not add up to unlimited guessing. */
  otpTriesPerDay: { keyPrefix: 'limit:otp:day', points: AUTH_LIMITS.otpTriesPerDay, duration: 24 * 60 * 60 },
  /** Reset links per email. */
  forgotPerEmail: { keyPrefix: 'limit:forgot', points: 3, duration: 15 * 60 },
} as const;

export type LimitRule = (typeof AUTH_LIMIT_RULES)[keyof typeof AUTH_LIMIT_RULES];
export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;
export const LIMITER_FACTORY = Symbol('LIMITER_FACTORY');

/** A refusal by a limit, with how long to wait (the controller sends it as Retry-After). */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.TooManyRequests, message);
  }
}

/** The code is used up (the 5th wrong try, or any try after it): a new one may be asked for at once. */
export const otpSpent = () => new ApiError(400, ErrorCode.OtpSpent, Messages.otpSpent);
/** No code was asked for this email within a code's lifetime. */
export const otpExpired = () => new ApiError(400, ErrorCode.OtpExpired, Messages.otpExpired);

/** Emails are keyed by a hash: the counters need no address in clear. */
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counters that cannot be reached refuse the request (503) rather than let it through unlimited. */
function storeDown(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
}

/** One sign-in attempt that has passed the limits; say how it ended. */
export interface LoginAttempt {
  /** Right password: the account's failure streak is over, and the IP is not charged. */
  succeeded(): Promise<void>;
  /** Ended without judging the password (unverified account, service down): charge nothing. */
  notJudged(): Promise<void>;
}

/** One try of a code that has passed the limits; say how it ended. */
export interface OtpTry {
  /** This try used the code's last chance: a wrong code now spends it. */
  readonly lastTry: boolean;
  /** The code verified: it has no tries left to count. */
  verified(): Promise<void>;
  /** Ended without the code being judged (service down): the try is given back. */
  notJudged(): Promise<void>;
}

/**
 * The account limits, counted in Redis (shared by every gateway replica) with
 * rate-limiter-flexible. Each attempt is charged before it is forwarded, so concurrent
 * guesses cannot slip past a limit, and refunded when it was not a wrong password.
 */
@Injectable()
export class AuthLimits {
  private readonly loginEmail: RateLimiterAbstract;
  private readonly loginIp: RateLimiterAbstract;
  private readonly otp: RateLimiterAbstract;
  private readonly otpHour: RateLimiterAbstract;
  private readonly otpTries: RateLimiterAbstract;
  private readonly otpDay: RateLimiterAbstract;
  private readonly forgot: RateLimiterAbstract;

  constructor(@Inject(LIMITER_FACTORY) create: LimiterFactory) {
    this.loginEmail = create(AUTH_LIMIT_RULES.loginPerEmail);
    this.loginIp = create(AUTH_LIMIT_RULES.loginPerIp);
    this.otp = create(AUTH_LIMIT_RULES.otpPerEmail);
    this.otpHour = create(AUTH_LIMIT_RULES.otpPerEmailHour);
    this.otpTries = create(AUTH_LIMIT_RULES.otpTries);
    this.otpDay = create(AUTH_LIMIT_RULES.otpTriesPerDay);
    this.forgot = create(AUTH_LIMIT_RULES.forgotPerEmail);
  }

  async startLogin(email: string, ip: string): Promise<LoginAttempt> {
    const account = emailKey(email);
    await this.charge(this.loginIp, ip, Messages.tooManyLoginAttempts);
    try {
      await this.charge(this.loginEmail, account, Messages.tooManyLoginAttempts);
    } catch (error) {
      await this.loginIp.reward(ip, 1).catch(() => undefined);
      throw error;
    }
    return {
      succeeded: async () => {
        await Promise.all([this.loginEmail.delete(account), this.loginIp.reward(ip, 1)]).catch(() => undefined);
      },
      notJudged: async () => {
        await Promise.all([this.loginEmail.reward(account, 1), this.loginIp.reward(ip, 1)]).catch(() => undefined);
      },
    };
  }

  /**
   * A resend (known account or not): refused while the email's minute cooldown runs, unless the
   * last code was spent by wrong tries; either way it counts toward the hourly cap.
   */
  async takeOtpResend(email: string): Promise<void> {
    const key = emailKey(email);
    const spent = await this.codeSpent(key);
    if (!spent) await this.charge(this.otp, key, Messages.otpCooldown);
    try {
      await this.charge(this.otpHour, key, Messages.otpHourlyCap);
    } catch (error) {
      if (!spent) await this.otp.reward(key, 1).catch(() => undefined);
      throw error;
    }
    // The cooldown starts again from this code.
    if (spent) await this.otp.set(key, 1, AUTH_LIMIT_RULES.otpPerEmail.duration).catch(storeDown);
  }

  /** Before a sign-up: refused while a code sent to this email is still fresh, or the hour's codes are used. */
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

  /** After a sign-up sent a code: the cooldown starts, so an immediate resend waits; the hour counts it. */
  async startOtpCooldown(email: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.penalty(key, 1), this.otpHour.penalty(key, 1)]).catch(() => undefined);
    await this.codeSent(email);
  }

  /** Gives back a resend the service could not carry out (so the user may retry at once). */
  async refundOtpResend(email: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.reward(key, 1), this.otpHour.reward(key, 1)]).catch(() => undefined);
  }

  /** A code was asked for this email (sign-up, resend, sign-in of an unverified account): its tries start at 0. */
  async codeSent(email: string): Promise<void> {
    await this.otpTries.set(emailKey(email), 0, AUTH_LIMIT_RULES.otpTries.duration).catch(() => undefined);
  }

  /**
   * One try of the email's code, charged before it is forwarded (parallel guesses cannot exceed
   * the five). No code asked for in a code's lifetime: 400 OTP_EXPIRED; used up: 400 OTP_SPENT.
   */
  async startOtpTry(email: string): Promise<OtpTry> {
    const key = emailKey(email);
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
