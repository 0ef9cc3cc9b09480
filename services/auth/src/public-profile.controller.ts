import { Controller } from '@nestjs/common';
import { type PublicMember, type PublicProfileState, type RpcPayload, Subjects, type UserRef } from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { PublicProfileService } from './public-profile.service';

/** Public profiles by choice; each payload validated with its contract schema. */
@Controller()
export class PublicProfileController {
  constructor(private readonly profiles: PublicProfileService) {}

  @RpcHandler(Subjects.auth.getPublicProfile)
  get({ userId }: UserRef): Promise<PublicProfileState> {
    return this.profiles.get(userId);
  }

  @RpcHandler(Subjects.auth.setPublicProfile)
  set(command: RpcPayload<typeof Subjects.auth.setPublicProfile>): Promise<PublicProfileState> {
    return this.profiles.set(command);
  }

  @RpcHandler(Subjects.auth.leavePublicProfile)
  leave({ userId }: UserRef): Promise<PublicProfileState> {
    return this.profiles.leave(userId);
  }

  @RpcHandler(Subjects.auth.findPublicProfile)
  find({ displayName }: RpcPayload<typeof Subjects.auth.findPublicProfile>): Promise<PublicMember> {
    return this.profiles.find(displayName);
  }
}
