import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { AUTH_LIMITS } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import { AuthConfig } from './auth.config';
import { OtpCode } from './schemas/otp-code.schema';
import { generateOtp, hashOtp, otpMatches } from './secrets';

/** A code is valid for 10 minutes, for at most 5 tries; a new one is issued at most every 30 s. */
const OTP_TTL_MS = AUTH_LIMITS.otpLifetimeSeconds * 1000;
const OTP_MAX_ATTEMPTS = AUTH_LIMITS.otpMaxTries;
const OTP_REISSUE_AFTER_MS = 30_000;

export interface IssuedCode {
  /** The code in clear: only for sealing into the mail job, never stored or logged. */
  code: string;
  issueId: string;
  undo(): Promise<void>;
}

const CODE_FIELDS = [
  'issueId',
  'codeHash',
  'issuedAt',
  'expiresAt',
  'attempts',
  'consumed',
  'passwordHash',
  'name',
  'profileImage',
] as const;

/** What a sign-up chose: verifying the code sent for it makes these the account's. */
export type SignupChoice = Pick<OtpCode, 'passwordHash' | 'name' | 'profileImage'>;

/** SHA-256 of the device id ('' when none was named): the id itself stays in the browser. */
export const deviceSlot = (device?: string) => (device ? createHash('sha256').update(device).digest('hex') : '');

/** A code belongs to the browser that asked for it, so another browser's sign-up can neither replace nor use it. */
@Injectable()
export class OtpService implements OnModuleInit {
  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    private readonly config: AuthConfig,
  ) {}

  /** Older databases hold a unique index on userId alone, which per-browser codes cannot live with. */
  async onModuleInit(): Promise<void> {
    await this.codes.collection.dropIndex('userId_1').catch(() => undefined);
  }

  /** The unique (userId, device) index makes reissuing atomic: an upsert that misses a recent live code collides. */
  async issue(userId: Types.ObjectId, device: string, choice?: SignupChoice): Promise<IssuedCode | undefined> {
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
    // A resend keeps the choice of the code it replaces; a sign-up puts its own in its place.
    const update = choice ? withChoice(fields, choice) : { $set: fields };
    let previous: OtpCode | null;
    try {
      previous = await this.codes
        .findOneAndUpdate(
          {
            userId,
            device,
            $or: [
              { issuedAt: { $lte: new Date(now - OTP_REISSUE_AFTER_MS) } },
              { attempts: { $gte: OTP_MAX_ATTEMPTS } },
              { consumed: true },
              { expiresAt: { $lte: new Date(now) } },
            ],
          },
          update,
          { upsert: true, returnDocument: 'before' },
        )
        .lean();
    } catch (error) {
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
    const undo = async () => {
      if (!previous) {
        await this.codes.deleteOne({ userId, device, issueId });
        return;
      }
      const kept = CODE_FIELDS.filter((field) => previous[field] !== undefined);
      const dropped = CODE_FIELDS.filter((field) => previous[field] === undefined);
      await this.codes.updateOne(
        { userId, device, issueId },
        {
          $set: Object.fromEntries(kept.map((field) => [field, previous[field]])),
          ...(dropped.length ? { $unset: Object.fromEntries(dropped.map((field) => [field, 1])) } : {}),
        },
      );
    };
    return { code, issueId: issueId.toHexString(), undo };
  }

  /** A try is spent before the check and a right code consumed conditionally, so parallel guesses cannot win twice. */
  async verify(userId: Types.ObjectId, device: string, code: string): Promise<SignupChoice | undefined> {
    const current = await this.codes
      .findOneAndUpdate(
        {
          userId,
          device,
          consumed: false,
          expiresAt: { $gt: new Date() },
          attempts: { $lt: OTP_MAX_ATTEMPTS },
        },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!current || !otpMatches(this.config.OTP_PEPPER, code, current.codeHash)) return undefined;
    const claimed = await this.codes.updateOne(
      { _id: current._id, issueId: current.issueId, consumed: false },
      { $set: { consumed: true } },
    );
    if (claimed.modifiedCount !== 1) return undefined;
    const { passwordHash, name, profileImage } = current;
    return { passwordHash, name, profileImage };
  }

  async isCurrent(issueId: string): Promise<boolean> {
    const live = await this.codes.exists({
      issueId: new Types.ObjectId(issueId),
      consumed: false,
      expiresAt: { $gt: new Date() },
      attempts: { $lt: OTP_MAX_ATTEMPTS },
    });
    return live !== null;
  }

  async discard(userId: Types.ObjectId): Promise<void> {
    await this.codes.deleteMany({ userId });
  }
}

/** What the choice leaves out is removed, never inherited. */
function withChoice(fields: Record<string, unknown>, choice: SignupChoice) {
  const unset = (['passwordHash', 'name', 'profileImage'] as const).filter((field) => choice[field] === undefined);
  return {
    $set: { ...fields, ...Object.fromEntries(Object.entries(choice).filter(([, value]) => value !== undefined)) },
    ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, 1])) } : {}),
  };
}
