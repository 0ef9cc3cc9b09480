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

/** Always the session's own member, so nobody can change another's. */
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
  async set(
    @CurrentSession() { user }: AuthSession,
    @Body({ schema: PublicProfileSettingsSchema }) { displayName }: PublicProfileSettings,
  ): Promise<PublicProfileState> {
    const state = await this.services.request(Subjects.auth.setPublicProfile, { userId: user._id, displayName });
    // Then on the boards under that name (a failure here is a 503; asking again finishes it).
    if (state.publicProfile) {
      await this.services.request(Subjects.results.listMember, {
        userId: user._id,
        displayName: state.publicProfile.displayName,
      });
    }
    return state;
  }

  @Delete()
  @ApiOperation({
    summary:
      'Stop appearing publicly: the profile page and every leaderboard row are gone at once (repeating it changes nothing)',
  })
  @ApiOkResponse({ standardSchema: PublicProfileStateSchema })
  async leave(@CurrentSession() { user }: AuthSession): Promise<PublicProfileState> {
    // Off the boards first, so that no moment shows a row whose profile is already gone.
    await this.services.request(Subjects.results.unlistMember, { userId: user._id });
    return this.services.request(Subjects.auth.leavePublicProfile, { userId: user._id });
  }
}
