import { Controller } from '@nestjs/common';
import { type PreferencesAnswer, type SavePreferencesCommand, Subjects, type UserRef } from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { PreferencesService } from './preferences.service';

/** The settings that follow a member to every device (each payload validated with its contract schema). */
@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @RpcHandler(Subjects.auth.getPreferences)
  get(dto: UserRef): Promise<PreferencesAnswer> {
    return this.preferences.get(dto);
  }

  @RpcHandler(Subjects.auth.savePreferences)
  save(dto: SavePreferencesCommand): Promise<PreferencesAnswer> {
    return this.preferences.save(dto);
  }
}
