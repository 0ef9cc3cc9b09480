import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  DisplayNameSchema,
  ErrorCode,
  Messages,
  PROFILE_IMAGE_PATH,
  type PublicProfile,
  PublicProfileSchema,
  publicAvatarPath,
  Subjects,
} from '@typing/contracts';
import type { Response } from 'express';
import { IMAGE_FILE, sendProfileImage } from '../auth/profile-image.pipeline';
import { ApiError } from '../errors/api-error';
import { ServiceClient } from '../rpc/service-client';

/** Public profile pages: open to everyone, for members who chose to appear. */
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
    if (!couldBeHeld(name)) throw new ApiError(404, ErrorCode.NotFound, Messages.publicProfileNotFound);
    const member = await this.services.request(Subjects.auth.findPublicProfile, { displayName: name });
    const { tests, personalBests } = await this.services.request(Subjects.results.publicStats, {
      userId: member.userId,
    });
    return {
      displayName: member.displayName,
      ...(member.profileImage ? { profileImage: publicImage(member.displayName, member.profileImage) } : {}),
      tests,
      personalBests,
    };
  }

  @Get(':name/avatar/:file')
  @ApiOperation({ summary: "A public member's uploaded avatar, by display name: the address names no member id" })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The WebP bytes' })
  @ApiNotFoundResponse({ description: 'Nobody appears under that name, or it is not their current picture' })
  async avatar(@Param('name') name: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const missing = () => new ApiError(404, ErrorCode.NotFound, Messages.imageNotFound);
    if (!couldBeHeld(name) || !IMAGE_FILE.test(file)) throw missing();
    const member = await this.services.request(Subjects.auth.findPublicProfile, { displayName: name });
    // Only the member's current picture, found under their id as it was always stored.
    const key = `${member.userId}/${file}`;
    if (member.profileImage !== `${PROFILE_IMAGE_PATH}${key}`) throw missing();
    sendProfileImage(res, await this.services.request(Subjects.auth.profileImage, { key }));
  }
}

/** Whether a member could hold `name` (else nobody appears under it). */
function couldBeHeld(name: string): boolean {
  return DisplayNameSchema.safeParse(name).success && name === name.trim();
}

/** An uploaded picture's public address (no member id); a generated avatar as it is. */
function publicImage(displayName: string, profileImage: string): string {
  if (!profileImage.startsWith(PROFILE_IMAGE_PATH)) return profileImage;
  return publicAvatarPath(displayName, profileImage.slice(profileImage.lastIndexOf('/') + 1));
}
