import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@typing/contracts';
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
  /** One code per email a minute (sign-up sends the first one). */
  otpPerEmail: { keyPrefix: 'limit:otp', points: 1, duration: 60 },
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
  private readonly forgot: RateLimiterAbstract;

  constructor(@Inject(LIMITER_FACTORY) create: LimiterFactory) {
    this.loginEmail = create(AUTH_LIMIT_RULES.loginPerEmail);
    this.loginIp = create(AUTH_LIMIT_RULES.loginPerIp);
    this.otp = create(AUTH_LIMIT_RULES.otpPerEmail);
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

  /** A resend: refused while the email's cooldown runs (known account or not). */
  async takeOtpResend(email: string): Promise<void> {
    await this.charge(this.otp, emailKey(email), Messages.otpCooldown);
  }

  /** Before a sign-up: refused while a code sent to this email is still fresh. */
  async checkOtpCooldown(email: string): Promise<void> {
    const state = await this.otp.get(emailKey(email)).catch(storeDown);
    if (state && state.consumedPoints >= AUTH_LIMIT_RULES.otpPerEmail.points) {
      throw new RateLimitedError(Messages.otpCooldown, seconds(state.msBeforeNext));
    }
  }

  /** After a sign-up sent a code: the cooldown starts, so an immediate resend waits. */
  async startOtpCooldown(email: string): Promise<void> {
    await this.otp.penalty(emailKey(email), 1).catch(() => undefined);
  }

  /** Gives back a resend the service could not carry out (so the user may retry at once). */
  async refundOtpResend(email: string): Promise<void> {
    await this.otp.reward(emailKey(email), 1).catch(() => undefined);
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
