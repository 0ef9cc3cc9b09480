import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ErrorCode,
  Messages,
  PROFILE_IMAGE_PATH,
  type ProfileImageRef,
  type ProfileImageUpdate,
  type StoredImage,
  type UserResponse,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { ObjectStore } from './object-store';
import { toPublicUser } from './public-user';
import { User } from './schemas/user.schema';

const WEBP = 'image/webp';

function isWebp(data: Buffer): boolean {
  return data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
}

@Injectable()
export class ProfileImageService {
  private readonly logger = new Logger(ProfileImageService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly store: ObjectStore,
  ) {}

  async update(dto: ProfileImageUpdate): Promise<UserResponse> {
    const data = Buffer.from(dto.image, 'base64');
    if (!isWebp(data)) throw rpcError(400, ErrorCode.InvalidImage, Messages.imageUnreadable);
    if (!(await this.users.exists({ _id: dto.userId }))) {
      throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    }
    const key = `${dto.userId}/${randomUUID()}.webp`;
    try {
      await this.store.put(key, data, WEBP);
    } catch (error) {
      this.logger.error(`object store refused an image: ${(error as Error).message}`);
      throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    }
    const before = await this.users
      .findOneAndUpdate({ _id: dto.userId }, { $set: { profileImage: `${PROFILE_IMAGE_PATH}${key}` } })
      .lean();
    if (!before) {
      await this.removeQuietly(key);
      throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    }
    const previous = before.profileImage;
    if (previous?.startsWith(PROFILE_IMAGE_PATH)) await this.removeQuietly(previous.slice(PROFILE_IMAGE_PATH.length));
    return {
      message: Messages.profileImageUpdated,
      user: toPublicUser({ ...before, profileImage: `${PROFILE_IMAGE_PATH}${key}` }),
    };
  }

  async get(dto: ProfileImageRef): Promise<StoredImage> {
    let data: Buffer | undefined;
    try {
      data = await this.store.get(dto.key);
    } catch (error) {
      this.logger.error(`object store failed to read an image: ${(error as Error).message}`);
      throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    }
    if (!data) throw rpcError(404, ErrorCode.NotFound, Messages.imageNotFound);
    return { contentType: WEBP, data: data.toString('base64') };
  }

  /** A leftover object wastes space but harms nobody: failures are logged, not raised. */
  private async removeQuietly(key: string): Promise<void> {
    try {
      await this.store.remove(key);
    } catch (error) {
      this.logger.warn(`could not delete image ${key}: ${(error as Error).message}`);
    }
  }
}
