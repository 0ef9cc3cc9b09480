import { dictionary } from '@zxcvbn-ts/language-common';
import { argon2id, hash, verify } from 'argon2';

/** How many of the ranked common passwords (most used first) are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** The refused passwords, lower-cased; built once, on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

/**
 * True for a password among the most used ones (case-insensitive). Length is the DTO's job
 * (8 to 128); there are no composition rules.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, Google-only account)
 * it still runs one argon2 verification against a dummy hash, so the answer takes as long and
 * timing does not tell which emails have accounts.
 */
export async function passwordMatches(stored: string | undefined | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-equal-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
