import type { PublicUser } from '@typing/contracts';
import type { Types } from 'mongoose';
import type { User } from './schemas/user.schema';

/** What leaves the service about a user: never the password hash or the verification state. */
export function toPublicUser(user: User & { _id: Types.ObjectId }): PublicUser {
  return {
    _id: user._id.toHexString(),
    name: user.name,
    email: user.email,
    ...(user.profileImage ? { profileImage: user.profileImage } : {}),
  };
}
