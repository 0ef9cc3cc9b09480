/* Without zod, for the settings form; `DisplayNameSchema` is built from these and the spec keeps both equal. */
import { codePoints } from './account-rules';

export const DISPLAY_NAME_LIMITS = { min: 3, max: 20 } as const;

/** Names that would pass for the site, its staff or a page (`/u/settings`); compared case-insensitively. */
export const RESERVED_DISPLAY_NAMES = [
  'admin',
  'administrator',
  'anonymous',
  'api',
  'billing',
  'contact',
  'dashboard',
  'help',
  'leaderboard',
  'leaderboards',
  'me',
  'mod',
  'moderator',
  'null',
  'official',
  'owner',
  'privacy',
  'root',
  'settings',
  'staff',
  'support',
  'system',
  'team',
  'terms',
  'typing',
  'undefined',
  'you',
] as const;

export const DisplayNameMessages = {
  length: `A display name has ${DISPLAY_NAME_LIMITS.min} to ${DISPLAY_NAME_LIMITS.max} characters.`,
  characters: 'A display name uses letters, digits, _ and - only, and begins and ends with a letter or digit.',
  reserved: 'That display name is reserved. Please choose another.',
} as const;

/** Safe in URLs; never an address (no `@`), never blank. */
export const DISPLAY_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

export const isReservedDisplayName = (name: string) =>
  (RESERVED_DISPLAY_NAMES as readonly string[]).includes(name.toLowerCase());

export function displayNameProblem(value: string): string | null {
  const name = value.trim();
  const length = codePoints(name);
  if (length < DISPLAY_NAME_LIMITS.min || length > DISPLAY_NAME_LIMITS.max) return DisplayNameMessages.length;
  if (!DISPLAY_NAME_PATTERN.test(name)) return DisplayNameMessages.characters;
  if (isReservedDisplayName(name)) return DisplayNameMessages.reserved;
  return null;
}
