import { Body, Controller, Delete, Get, Header, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type PublicProfileSettings,
  PublicProfileSettingsSchema,
  type PublicProfileState,
  PublicProfileStateSchema,
  Subjects,
} from '@typing/contracts';
import { ServiceClient } from '../rpc/service-client';
import type { AuthSession } from '../session/auth-session';
import { CurrentSession } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';

/**
 * The member's choice to appear publicly (issue 17), off by default: always the session's own
 * member, so nobody can change another's.
 */
@ApiTags('community')
@ApiCookieAuth()
@Controller('account/public-profile')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class PublicProfileController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The display name the member appears under; null while they do not appear' })
  @ApiOkResponse({ standardSchema: PublicProfileStateSchema })
  get(@CurrentSession() { user }: AuthSession): Promise<PublicProfileState> {
    return this.services.request(Subjects.auth.getPublicProfile, { userId: user._id });
  }

  @Put()
  @ApiOperation({ summary: 'Appear publicly under a display name, or change it' })
  @ApiOkResponse({ standardSchema: PublicProfileStateSchema })
  @ApiBadRequestResponse({ description: 'A name of the wrong length or characters, a reserved name, unknown fields' })
  @ApiConflictResponse({ description: 'Another member has that name (in any case)' })
  set(
    @CurrentSession() { user }: AuthSession,
    @Body({ schema: PublicProfileSettingsSchema }) { displayName }: PublicProfileSettings,
  ): Promise<PublicProfileState> {
    return this.services.request(Subjects.auth.setPublicProfile, { userId: user._id, displayName });
  }

  @Delete()
  @ApiOperation({ summary: 'Stop appearing publicly: the profile page is gone at once (repeating it changes nothing)' })
  @ApiOkResponse({ standardSchema: PublicProfileStateSchema })
  leave(@CurrentSession() { user }: AuthSession): Promise<PublicProfileState> {
    return this.services.request(Subjects.auth.leavePublicProfile, { userId: user._id });
  }
}
