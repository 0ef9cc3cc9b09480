/*
 * A display name's rules without zod: the settings page checks the name as it is typed,
 * and loading zod with the contracts' schemas only for that was one task of ≈ 140 ms at 4× CPU when
 * the page opened. `DisplayNameSchema` (community.ts) is built from these and stays what the server
 * checks; `display-name-rules.spec.ts` checks that both give the same verdicts.
 */
import { codePoints } from './account-rules';

export const DISPLAY_NAME_LIMITS = { min: 3, max: 20 } as const;

/**
 * Names nobody may take: they would pass for the site or its staff, or for a page of the site
 * (`/u/settings` must not look like the settings). Compared case-insensitively.
 */
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

/** The letters, digits, `_` and `-` of a name in URLs; never an address (no `@`), never blank. */
export const DISPLAY_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

export const isReservedDisplayName = (name: string) =>
  (RESERVED_DISPLAY_NAMES as readonly string[]).includes(name.toLowerCase());

/** `DisplayNameSchema`'s first message for `value`, or null when it accepts it (trimmed first, as it is). */
export function displayNameProblem(value: string): string | null {
  const name = value.trim();
  const length = codePoints(name);
  if (length < DISPLAY_NAME_LIMITS.min || length > DISPLAY_NAME_LIMITS.max) return DisplayNameMessages.length;
  if (!DISPLAY_NAME_PATTERN.test(name)) return DisplayNameMessages.characters;
  if (isReservedDisplayName(name)) return DisplayNameMessages.reserved;
  return null;
}
