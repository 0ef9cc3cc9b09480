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

/**
 * Public profiles by choice (issue 17): a member appears under a display name only while a
 * `public_names` document names them. Appearing claims the name (its lower case is the `_id`, so
 * the database refuses a second owner); changing it claims the new one and then lets the old go;
 * leaving deletes the claim, and with it the member's every public appearance at once.
 */
@Injectable()
export class PublicProfileService {
  private readonly logger = new Logger(PublicProfileService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PublicName.name) private readonly names: Model<PublicName>,
  ) {}

  async get(userId: string): Promise<PublicProfileState> {
    const claim = await this.names.findOne({ userId: new Types.ObjectId(userId) }, { displayName: 1 }).lean();
    return { publicProfile: claim ? { displayName: claim.displayName } : null };
  }

  /** Appear as `displayName` (or change to it); 409 when another member has it in any case. */
  async set({ userId, displayName }: RpcPayload<typeof Subjects.auth.setPublicProfile>): Promise<PublicProfileState> {
    const id = new Types.ObjectId(userId);
    // Only a verified account whose deletion has not begun may appear.
    const user = await this.users
      .findOne({ _id: id, verified: true, deletionStartedAt: { $exists: false } }, { _id: 1 })
      .lean();
    if (!user) throw noSuchUser();
    const key = nameKey(displayName);
    const mine = await this.names.findOne({ _id: key }, { userId: 1 }).lean();
    if (mine && !mine.userId.equals(id)) throw rpcError(409, ErrorCode.DisplayNameTaken, Messages.displayNameTaken);
    if (mine) {
      await this.names.updateOne({ _id: key, userId: id }, { $set: { displayName } });
    } else {
      try {
        await this.names.create({ _id: key, displayName, userId: id });
      } catch (error) {
        if (isDuplicateKey(error)) throw rpcError(409, ErrorCode.DisplayNameTaken, Messages.displayNameTaken);
        throw error;
      }
    }
    // The old name is free once the new one is held (a member has one name).
    await this.names.deleteMany({ userId: id, _id: { $ne: key } });
    this.logger.log(`user ${userId} appears publicly`);
    return { publicProfile: { displayName } };
  }

  /** Stop appearing: idempotent. */
  async leave(userId: string): Promise<PublicProfileState> {
    await this.names.deleteMany({ userId: new Types.ObjectId(userId) });
    return { publicProfile: null };
  }

  /** Who appears under `displayName` (any case); 404 for a name nobody holds. */
  async find(displayName: string): Promise<PublicMember> {
    const claim = await this.names.findOne({ _id: nameKey(displayName) }).lean();
    if (!claim) throw notFound();
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
