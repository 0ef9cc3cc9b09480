import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ErrorCode,
  Messages,
  type PublicMember,
  type PublicProfileState,
  type RpcPayload,
  type Subjects,
} from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import { type Model, Types } from 'mongoose';
import { PublicName } from './schemas/public-name.schema';
import { User } from './schemas/user.schema';

const noSuchUser = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
const notFound = () => rpcError(404, ErrorCode.NotFound, Messages.publicProfileNotFound);
const nameKey = (displayName: string) => displayName.toLowerCase();
const taken = () => rpcError(409, ErrorCode.DisplayNameTaken, Messages.displayNameTaken);

/** A freed display name is held this long before anyone else may take it. */
const NAME_HOLD_DAYS = 30;
const NAME_HOLD_MS = NAME_HOLD_DAYS * 24 * 60 * 60_000;
const inUse = { heldUntil: { $exists: false } };
export const release = (now = Date.now()) => ({ $set: { heldUntil: new Date(now + NAME_HOLD_MS) } });

/** The name's lower case is the `_id`, so the database refuses a second owner; leaving frees every appearance at once. */
@Injectable()
export class PublicProfileService {
  private readonly logger = new Logger(PublicProfileService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PublicName.name) private readonly names: Model<PublicName>,
  ) {}

  async get(userId: string): Promise<PublicProfileState> {
    const claim = await this.names.findOne({ userId: new Types.ObjectId(userId), ...inUse }, { displayName: 1 }).lean();
    return { publicProfile: claim ? { displayName: claim.displayName } : null };
  }

  async set({ userId, displayName }: RpcPayload<typeof Subjects.auth.setPublicProfile>): Promise<PublicProfileState> {
    const id = new Types.ObjectId(userId);
    const user = await this.users
      .findOne({ _id: id, verified: true, deletionStartedAt: { $exists: false } }, { _id: 1 })
      .lean();
    if (!user) throw noSuchUser();
    const key = nameKey(displayName);
    const now = new Date();
    const existing = await this.names.findOne({ _id: key }, { userId: 1, heldUntil: 1 }).lean();
    if (!existing) {
      try {
        await this.names.create({ _id: key, displayName, userId: id });
      } catch (error) {
        if (isDuplicateKey(error)) throw taken();
        throw error;
      }
    } else {
      // One conditional update, so two members cannot both take a name whose hold just ended.
      const claimed = await this.names.updateOne(
        { _id: key, $or: [{ userId: id }, { heldUntil: { $lte: now } }] },
        { $set: { displayName, userId: id }, $unset: { heldUntil: 1 } },
      );
      if (claimed.matchedCount !== 1) throw taken();
    }
    await this.names.updateMany({ userId: id, _id: { $ne: key }, ...inUse }, release(now.getTime()));
    this.logger.log(`user ${userId} appears publicly`);
    return { publicProfile: { displayName } };
  }

  async leave(userId: string): Promise<PublicProfileState> {
    await this.names.updateMany({ userId: new Types.ObjectId(userId), ...inUse }, release());
    return { publicProfile: null };
  }

  async find(displayName: string): Promise<PublicMember> {
    const claim = await this.names.findOne({ _id: nameKey(displayName), ...inUse }).lean();
    if (!claim?.userId) throw notFound();
    const user = await this.users
      .findOne({ _id: claim.userId, deletionStartedAt: { $exists: false } }, { profileImage: 1 })
      .lean();
    if (!user) throw notFound();
    return {
      userId: claim.userId.toHexString(),
      displayName: claim.displayName,
      ...(user.profileImage ? { profileImage: user.profileImage } : {}),
    };
  }
}
