import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DisplayNameSchema,
  ErrorCode,
  Messages,
  type PublicProfile,
  PublicProfileSchema,
  Subjects,
} from '@typing/contracts';
import { ApiError } from '../errors/api-error';
import { ServiceClient } from '../rpc/service-client';

/** Public profile pages (issue 17): open to everyone, for members who chose to appear. */
@ApiTags('community')
@Controller('community/profiles')
export class ProfilesController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':name')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A public member's display name, avatar, personal bests and test count — nothing else" })
  @ApiOkResponse({ standardSchema: PublicProfileSchema })
  @ApiNotFoundResponse({ description: 'Nobody appears under that name (never did, left, or deleted the account)' })
  async profile(@Param('name') name: string): Promise<PublicProfile> {
    // A name no member could hold names nobody: the same 404, and nothing is asked of the services.
    if (!DisplayNameSchema.safeParse(name).success || name !== name.trim()) {
      throw new ApiError(404, ErrorCode.NotFound, Messages.publicProfileNotFound);
    }
    const member = await this.services.request(Subjects.auth.findPublicProfile, { displayName: name });
    const { tests, personalBests } = await this.services.request(Subjects.results.publicStats, {
      userId: member.userId,
    });
    return {
      displayName: member.displayName,
      ...(member.profileImage ? { profileImage: member.profileImage } : {}),
      tests,
      personalBests,
    };
  }
}
