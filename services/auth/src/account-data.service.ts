import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AccountExport,
  ErrorCode,
  type MessageResponse,
  Messages,
  type RpcPayload,
  Subjects,
  type UnfinishedDeletions,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { type Model, Types } from 'mongoose';
import { ObjectStore } from './object-store';
import { passwordMatches } from './password-policy';
import { Identity } from './schemas/identity.schema';
import { release } from './public-profile.service';
import { PublicName } from './schemas/public-name.schema';
import { OtpCode } from './schemas/otp-code.schema';
import { ResetToken } from './schemas/reset-token.schema';
import { User } from './schemas/user.schema';
import { SessionsService } from './sessions.service';

type UserWithDates = User & { _id: Types.ObjectId; createdAt?: Date };

const UNFINISHED_BATCH = 20;

/** Deletion is confirmed first, then idempotent deletes with the user record last, so a failure part-way can run again. */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger(AccountDataService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Identity.name) private readonly identities: Model<Identity>,
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    @InjectModel(ResetToken.name) private readonly resetTokens: Model<ResetToken>,
    @InjectModel(PublicName.name) private readonly publicNames: Model<PublicName>,
    private readonly sessions: SessionsService,
    private readonly store: ObjectStore,
  ) {}

  async export(userId: string): Promise<AccountExport> {
    const user = await this.users.findById(userId).lean<UserWithDates>();
    if (!user) throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    const [identities, sessions, publicName] = await Promise.all([
      this.identities.find({ userId: user._id }, { provider: 1 }).lean(),
      this.sessions.list(user._id),
      this.publicNames.findOne({ userId: user._id, heldUntil: { $exists: false } }, { displayName: 1 }).lean(),
    ]);
    return {
      profile: {
        name: user.name,
        email: user.email,
        verified: user.verified,
        ...(user.profileImage ? { profileImage: user.profileImage } : {}),
        createdAt: (user.createdAt ?? user._id.getTimestamp()).toISOString(),
        hasPassword: Boolean(user.passwordHash),
      },
      signInMethods: [...(user.passwordHash ? ['password'] : []), ...new Set(identities.map((i) => i.provider))],
      sessions: sessions.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
      preferences: user.preferences ?? null,
      publicProfile: publicName ? { displayName: publicName.displayName } : null,
    };
  }

  /** Marks the account and ends every session first, so no tab or device can add data while the services delete it. */
  async confirmDeletion({
    userId,
    password,
    email,
  }: RpcPayload<typeof Subjects.auth.confirmDeletion>): Promise<MessageResponse> {
    const user = await this.users.findById(userId).lean();
    if (!user) throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    const confirmed = user.passwordHash
      ? password !== undefined && (await passwordMatches(user.passwordHash, password))
      : email !== undefined && email === user.email;
    if (!confirmed) {
      const nothingGiven = password === undefined && email === undefined;
      throw rpcError(
        nothingGiven ? 400 : 403,
        nothingGiven ? ErrorCode.ValidationFailed : ErrorCode.ConfirmationFailed,
        nothingGiven ? Messages.deletionNeedsConfirmation : Messages.deletionConfirmationFailed,
      );
    }
    await this.users.updateOne({ _id: user._id }, { $set: { deletionStartedAt: new Date() } });
    // Off every public page at once, before any other data goes.
    await this.freeNames(user._id);
    await this.sessions.revokeAll(user._id);
    return { message: 'Confirmed.' };
  }

  /** Held 30 days, linked to no one, so nobody else passes for the member meanwhile. */
  private async freeNames(userId: Types.ObjectId): Promise<void> {
    await this.publicNames.updateMany({ userId, heldUntil: { $exists: false } }, release());
    await this.publicNames.updateMany({ userId }, { $unset: { userId: 1 } });
  }

  async unfinishedDeletions(startedBefore: Date): Promise<UnfinishedDeletions> {
    const users = await this.users
      .find({ deletionStartedAt: { $lte: startedBefore } }, { email: 1 })
      .sort({ deletionStartedAt: 1 })
      .limit(UNFINISHED_BATCH)
      .lean();
    return { accounts: users.map((user) => ({ userId: user._id.toHexString(), email: user.email })) };
  }

  /** Each step is idempotent; a second call answers `deleted: false`. */
  async delete(userId: string): Promise<{ deleted: boolean }> {
    const id = new Types.ObjectId(userId);
    const images = await this.store.removeAll(`${userId}/`);
    await this.sessions.revokeAll(id);
    await Promise.all([
      this.codes.deleteMany({ userId: id }),
      this.resetTokens.deleteMany({ userId: id }),
      this.identities.deleteMany({ userId: id }),
      this.freeNames(id),
    ]);
    const { deletedCount } = await this.users.deleteOne({ _id: id });
    if (deletedCount > 0) this.logger.log(`user ${userId} deleted their account (${images} images removed)`);
    return { deleted: deletedCount > 0 };
  }
}
