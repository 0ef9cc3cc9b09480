import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_LIMITS, ErrorCode, Messages } from '@typing/contracts';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../errors/api-error';

/** Per client IP on the account forms (sign-up, verify, resend, forgot, reset, Google). */
export const AUTH_FORM_THROTTLE = { default: { limit: 10, ttl: 60_000 } };

/** How long a device that signed in stays trusted for that account. */
export const TRUSTED_DEVICE_DAYS = 180;

/** Attempts an account gets before any delay (each judged at once). */
export const FREE_LOGIN_ATTEMPTS = 4;

/**
 * The wait after an account's `attempts`-th attempt since its last success: none for the first four,
 * then 30 s, doubling up to 15 minutes (ASVS 6.3: a progressive delay, not a lock). About a hundred
 * guesses a day at most; the owner on a trusted device is not held back by them.
 */
export function loginDelaySeconds(attempts: number): number {
  if (attempts <= FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(15 * 60, 30 * 2 ** (attempts - FREE_LOGIN_ATTEMPTS - 1));
}

/** The numbers of the account limits (seconds); docs/decisions/accounts/abuse-and-limits.md explains them. */
export const AUTH_LIMIT_RULES = {
  /**
   * Sign-in attempts per account (or per account on a trusted device) since the last success, kept a
   * day: from the 5th on, each one makes the next wait (`loginDelaySeconds`). Points are only a ceiling.
   */
  loginPerEmail: { keyPrefix: 'limit:login:email', points: 100_000, duration: 24 * 60 * 60 },
  /** The one slot a delayed attempt takes; each take lasts its own delay (customDuration). */
  loginDelay: { keyPrefix: 'limit:login:delay', points: 1, duration: 30 },
  /** Devices (their `device` cookie) that signed in to an account: a stranger's failures do not delay them. */
  trustedDevice: { keyPrefix: 'trusted:device', points: 1, duration: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 },
  /** Failed sign-ins per client IP, whatever the account (password spraying). */
  loginPerIp: { keyPrefix: 'limit:login:ip', points: 50, duration: 60 * 60 },
  /** One code per email a minute (sign-up sends the first one), unless the last one is spent. */
  otpPerEmail: { keyPrefix: 'limit:otp', points: 1, duration: 60 },
  /** Codes per email an hour, spent or not: what protects the mailbox. */
  otpPerEmailHour: { keyPrefix: 'limit:otp:hour', points: AUTH_LIMITS.otpPerHour, duration: 60 * 60 },
  /**
   * The tries of the code last sent to an email for one browser (codes are per browser), kept for
   * that code's life. It is set whenever a code is asked for, whether or not the address has an
   * account, so what verify answers depends only on requests anyone could make, never on the
   * account (docs/decisions/accounts/sign-up-codes.md).
   */
  otpTries: { keyPrefix: 'limit:otp:tries', points: AUTH_LIMITS.otpMaxTries, duration: AUTH_LIMITS.otpLifetimeSeconds },
  /**
   * Tries per email and browser a day across its codes. Per browser, so a stranger's wrong codes
   * never use up the owner's; guessing an address across browsers is bounded by the codes it is
   * sent (`otpPerEmailHour`, each mailed to it), sign-in's included (docs/decisions/accounts/abuse-and-limits.md).
   */
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
/** An email's code in one browser (a request without a device cookie is the browser ''). */
const codeKey = (email: string, device?: string) => `${emailKey(email)}:${device ?? ''}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counters that cannot be reached refuse the request (503) rather than let it through unlimited. */
function storeDown(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
}

/** One sign-in attempt that has passed the limits; say how it ended. */
export interface LoginAttempt {
  /** Right password: the streak (of this device, if trusted) is over, and the IP is not charged. */
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

  /**
   * One password attempt for an account (sign-in, or a signed-in member's current password). Charged
   * before it is forwarded: the IP's hourly budget, then the streak of the account, or of the
   * account on this device when the device signed in to it before. From the 5th attempt of a streak
   * on, the attempt must take the streak's one slot, held for its delay: parallel guesses get one
   * slot between them, and the rest are refused with the time left.
   */
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

  /** A device signed in to the account: from now on only its own failures delay it there. */
  async trustDevice(email: string, device: string): Promise<void> {
    await this.trusted.set(`${emailKey(email)}:${device}`, 1, this.trusted.duration).catch(() => {
      // Not trusting a device is safe: it is only held back like any other.
    });
  }

  private async isTrusted(account: string, device: string): Promise<boolean> {
    const state = await this.trusted.get(`${account}:${device}`).catch(storeDown);
    return state !== null;
  }

  /**
   * A resend (known account or not): refused while the email's minute cooldown runs, unless the
   * last code was spent by wrong tries; either way it counts toward the hourly cap.
   */
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
  async startOtpCooldown(email: string, device?: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.penalty(key, 1), this.otpHour.penalty(key, 1)]).catch(() => undefined);
    await this.codeSent(email, device);
  }

  /**
   * Before a sign-in: may it send a pending account's code? One of the email's codes this hour is
   * taken now (false when none is left: the sign-in is judged, but sends no code), so signing in
   * from new browsers cannot buy codes, and guesses, past the hourly cap. Give it back unless a
   * code was sent.
   */
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

  /** Gives back a resend the service could not carry out (so the user may retry at once). */
  async refundOtpResend(email: string): Promise<void> {
    const key = emailKey(email);
    await Promise.all([this.otp.reward(key, 1), this.otpHour.reward(key, 1)]).catch(() => undefined);
  }

  /** A code was asked for this email in this browser (sign-up, resend, sign-in of an unverified account): its tries start at 0. */
  async codeSent(email: string, device?: string): Promise<void> {
    await this.otpTries.set(codeKey(email, device), 0, AUTH_LIMIT_RULES.otpTries.duration).catch(() => undefined);
  }

  /**
   * One try of the email's code, charged before it is forwarded (parallel guesses cannot exceed
   * the five). No code asked for in a code's lifetime: 400 OTP_EXPIRED; used up: 400 OTP_SPENT.
   */
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
