import { Controller, Get, HttpCode, Param, Post, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  ErrorCode,
  Messages,
  type ProfileImageRef,
  type ProfileImageUpdate,
  type PublicUser,
  Subjects,
  type UserResponse,
  UserResponseSchema,
} from '@typing/contracts';
import type { Response } from 'express';
import { ServiceClient } from '../rpc/service-client';
import { ApiError, invalidImage } from '../errors/api-error';
import { AUTH_FORM_THROTTLE } from './auth-limits';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { PROFILE_IMAGE_FIELD, ProfileImageUploadInterceptor } from './profile-image-upload.interceptor';
import { ProfileImageDecodes } from './profile-image-decodes';
import { IMAGE_FILE, sendProfileImage, toProfileImage } from './profile-image.pipeline';

const USER_ID = /^[0-9a-f]{24}$/;

@ApiTags('auth')
@Controller('auth')
export class ProfileImageController {
  constructor(
    private readonly services: ServiceClient,
    private readonly decodes: ProfileImageDecodes,
  ) {}

  @Post('update-profile-image')
  @UseGuards(JwtAuthGuard)
  @Throttle(AUTH_FORM_THROTTLE)
  @UseInterceptors(ProfileImageUploadInterceptor)
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Upload a profile picture (JPEG, PNG, WebP or GIF, under 5 MB); stored as a 256×256 WebP' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PROFILE_IMAGE_FIELD],
      properties: { [PROFILE_IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ standardSchema: UserResponseSchema, description: '`user.profileImage` is the new picture’s path' })
  @ApiBadRequestResponse({ description: Messages.selectImage })
  @ApiPayloadTooLargeResponse({ description: Messages.imageTooLarge })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiServiceUnavailableResponse({
    description: 'Every decode slot of this gateway is busy; Retry-After says when to try',
  })
  async update(@CurrentUser() user: PublicUser, @UploadedFile() file?: Express.Multer.File): Promise<UserResponse> {
    if (!file) throw invalidImage(Messages.selectImage);
    const webp = await this.decodes.run(() => toProfileImage(file.buffer));
    const update: ProfileImageUpdate = { userId: user._id, image: webp.toString('base64') };
    return this.services.request(Subjects.auth.updateProfileImage, update);
  }

  @Get('profile-image/:userId/:file')
  @ApiOperation({ summary: 'A stored profile picture (keys are unique, so it is cached for good)' })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The WebP bytes' })
  @ApiNotFoundResponse({ description: Messages.imageNotFound })
  async image(@Param('userId') userId: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    if (!USER_ID.test(userId) || !IMAGE_FILE.test(file)) {
      throw new ApiError(404, ErrorCode.NotFound, Messages.imageNotFound);
    }
    const ref: ProfileImageRef = { key: `${userId}/${file}` };
    sendProfileImage(res, await this.services.request(Subjects.auth.profileImage, ref));
  }
}
