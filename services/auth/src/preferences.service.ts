import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ErrorCode,
  Messages,
  type PreferencesAnswer,
  type SavePreferencesCommand,
  type UserRef,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { User } from './schemas/user.schema';

const noSuchUser = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);

/** A save replaces the whole set, so retries are safe. */
@Injectable()
export class PreferencesService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async get({ userId }: UserRef): Promise<PreferencesAnswer> {
    const user = await this.users.findById(userId, { preferences: 1 }).lean();
    if (!user) throw noSuchUser();
    return { preferences: user.preferences ?? null };
  }

  async save({ userId, preferences }: SavePreferencesCommand): Promise<PreferencesAnswer> {
    const { matchedCount } = await this.users.updateOne({ _id: userId }, { $set: { preferences } });
    if (matchedCount === 0) throw noSuchUser();
    return { preferences };
  }
}
