import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type Preferences,
  type PreferencesAnswer,
  PreferencesAnswerSchema,
  PreferencesSchema,
  Subjects,
} from '@typing/contracts';
import { ServiceClient } from '../rpc/service-client';
import type { AuthSession } from '../session/auth-session';
import { CurrentSession } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';

/** The member's settings that follow them to every device (theme, keyboard layout, test options). */
@ApiTags('account')
@ApiCookieAuth()
@Controller('account/preferences')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class PreferencesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The member's saved settings; null before the first save" })
  @ApiOkResponse({ standardSchema: PreferencesAnswerSchema })
  get(@CurrentSession() { user }: AuthSession): Promise<PreferencesAnswer> {
    return this.services.request(Subjects.auth.getPreferences, { userId: user._id });
  }

  @Put()
  @ApiOperation({ summary: 'Replace the saved settings (the whole set; repeating it changes nothing)' })
  @ApiOkResponse({ standardSchema: PreferencesAnswerSchema })
  @ApiBadRequestResponse({ description: 'A missing, unknown or out-of-range setting' })
  save(
    @CurrentSession() { user }: AuthSession,
    @Body({ schema: PreferencesSchema }) preferences: Preferences,
  ): Promise<PreferencesAnswer> {
    return this.services.request(Subjects.auth.savePreferences, { userId: user._id, preferences });
  }
}
