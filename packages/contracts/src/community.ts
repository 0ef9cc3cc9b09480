/** Public profiles are opt-in (docs/decisions/leaderboards/public-profiles.md); name rules: `display-name-rules.ts`. */
import { z } from 'zod';
import {
  DISPLAY_NAME_LIMITS,
  DISPLAY_NAME_PATTERN,
  DisplayNameMessages,
  isReservedDisplayName,
} from './display-name-rules';
import { PersonalBestSchema } from './results';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, UserRefSchema } from './schema-kit';
import { Subjects } from './subjects';

export {
  DISPLAY_NAME_LIMITS,
  DisplayNameMessages,
  isReservedDisplayName,
  RESERVED_DISPLAY_NAMES,
} from './display-name-rules';

export const DisplayNameSchema = z
  .string()
  .trim()
  .min(DISPLAY_NAME_LIMITS.min, DisplayNameMessages.length)
  .max(DISPLAY_NAME_LIMITS.max, DisplayNameMessages.length)
  .regex(DISPLAY_NAME_PATTERN, DisplayNameMessages.characters)
  .refine((name) => !isReservedDisplayName(name), DisplayNameMessages.reserved)
  .meta({ example: 'swift_otter' });

export const PublicProfileSettingsSchema = z.strictObject({ displayName: DisplayNameSchema });
export type PublicProfileSettings = z.infer<typeof PublicProfileSettingsSchema>;

export const PublicProfileStateSchema = z.strictObject({
  publicProfile: z.strictObject({ displayName: z.string() }).nullable(),
});
export type PublicProfileState = z.infer<typeof PublicProfileStateSchema>;

export const SetPublicProfileCommandSchema = z.strictObject({ userId: objectIdSchema, displayName: DisplayNameSchema });

/** Any case, for the profile page. */
export const FindPublicProfileSchema = z.strictObject({ displayName: z.string().min(1).max(64) });
export const PublicMemberSchema = z.object({
  userId: objectIdSchema,
  displayName: z.string(),
  profileImage: z.string().optional(),
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;

export const PublicStatsSchema = z.object({ tests: z.int(), personalBests: z.array(PersonalBestSchema) });
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/** The display name, avatar, personal bests and test count — nothing else. */
export const PublicProfileSchema = z.object({
  displayName: z.string(),
  profileImage: z.string().optional().meta({ description: 'A generated avatar (dicebear:…) or an image path' }),
  tests: z.int(),
  personalBests: z.array(PersonalBestSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const communityRpc = {
  [Subjects.auth.getPublicProfile]: rpcContract(UserRefSchema, PublicProfileStateSchema),
  [Subjects.auth.setPublicProfile]: rpcContract(SetPublicProfileCommandSchema, PublicProfileStateSchema),
  [Subjects.auth.leavePublicProfile]: rpcContract(UserRefSchema, PublicProfileStateSchema),
  [Subjects.auth.findPublicProfile]: rpcContract(FindPublicProfileSchema, PublicMemberSchema),
  [Subjects.results.publicStats]: rpcContract(UserRefSchema, PublicStatsSchema),
} as const;
