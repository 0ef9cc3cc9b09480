import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { AUTH_LIMITS } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import { AuthConfig } from './auth.config';
import { OtpCode } from './schemas/otp-code.schema';
import { generateOtp, hashOtp, otpMatches } from './secrets';

/** A code is valid for 10 minutes, for at most 5 tries; a new one is issued at most every 30 s. */
export const OTP_TTL_MS = AUTH_LIMITS.otpLifetimeSeconds * 1000;
export const OTP_MAX_ATTEMPTS = AUTH_LIMITS.otpMaxTries;
export const OTP_REISSUE_AFTER_MS = 30_000;

export interface IssuedCode {
  /** The code in clear: only for sealing into the mail job, never stored or logged. */
  code: string;
  /** Names the mail job (a new id per code, so each code gets its own mail). */
  issueId: string;
  /** Puts back what was there before (used when the mail could not be queued). */
  undo(): Promise<void>;
}

const CODE_FIELDS = ['issueId', 'codeHash', 'issuedAt', 'expiresAt', 'attempts', 'consumed'] as const;

/** Sign-up codes: one per user, stored as an HMAC, checked and consumed atomically. */
@Injectable()
export class OtpService {
  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    private readonly config: AuthConfig,
  ) {}

  /**
   * Issues a new code that replaces the user's current one, unless the current one is less than
   * 30 seconds old and still usable (then nothing happens and undefined comes back): a code spent
   * by five wrong tries, used or expired is replaced at once, so the user is never left without
   * one. The unique index on userId makes that decision atomic: an upsert whose filter misses a
   * recent live code collides with it.
   */
  async issue(userId: Types.ObjectId): Promise<IssuedCode | undefined> {
    const now = Date.now();
    const code = generateOtp();
    const issueId = new Types.ObjectId();
    const fields = {
      issueId,
      codeHash: hashOtp(this.config.OTP_PEPPER, code),
      issuedAt: new Date(now),
      expiresAt: new Date(now + OTP_TTL_MS),
      attempts: 0,
      consumed: false,
    };
    let previous: OtpCode | null;
    try {
      previous = await this.codes
        .findOneAndUpdate(
          {
            userId,
            $or: [
              { issuedAt: { $lte: new Date(now - OTP_REISSUE_AFTER_MS) } },
              { attempts: { $gte: OTP_MAX_ATTEMPTS } },
              { consumed: true },
              { expiresAt: { $lte: new Date(now) } },
            ],
          },
          { $set: fields },
          { upsert: true, returnDocument: 'before' },
        )
        .lean();
    } catch (error) {
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
    const undo = async () => {
      if (!previous) {
        await this.codes.deleteOne({ userId, issueId });
        return;
      }
      const restore = Object.fromEntries(CODE_FIELDS.map((field) => [field, previous[field]]));
      await this.codes.updateOne({ userId, issueId }, { $set: restore });
    };
    return { code, issueId: issueId.toHexString(), undo };
  }

  /**
   * True once for the right code. Every check spends one of the 5 tries first (an atomic
   * conditional increment, so parallel guesses cannot exceed the limit); a matching code is
   * then consumed with a conditional update, so two parallel right answers succeed once.
   */
  async verify(userId: Types.ObjectId, code: string): Promise<boolean> {
    const current = await this.codes
      .findOneAndUpdate(
        { userId, consumed: false, expiresAt: { $gt: new Date() }, attempts: { $lt: OTP_MAX_ATTEMPTS } },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!current || !otpMatches(this.config.OTP_PEPPER, code, current.codeHash)) return false;
    const claimed = await this.codes.updateOne(
      { _id: current._id, issueId: current.issueId, consumed: false },
      { $set: { consumed: true } },
    );
    return claimed.modifiedCount === 1;
  }

  /** Drops the user's code (the mailbox was proven another way). */
  async discard(userId: Types.ObjectId): Promise<void> {
    await this.codes.deleteOne({ userId });
  }
}
