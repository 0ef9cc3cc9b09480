import { dictionary } from '@zxcvbn-ts/language-common';
import { ErrorCode, Messages } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { argon2id, hash, verify } from 'argon2';
import pLimit from 'p-limit';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

/** Length is the DTO's job; there are no composition rules. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Per-IP limits alone let many IPs queue unbounded argon2 work: past the queue, 503 at once. */
export const ARGON2_CONCURRENCY = 4;
export const ARGON2_QUEUE = 32;
const argon2Slots = pLimit(ARGON2_CONCURRENCY);

const unavailable = () => rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (argon2Slots.activeCount + argon2Slots.pendingCount >= ARGON2_CONCURRENCY + ARGON2_QUEUE) {
    return Promise.reject(unavailable());
  }
  return argon2Slots(work);
}

let checksAdmitted = 0;

/** A sign-in holds its place from its lookup on, so a burst is refused before it costs the database anything. */
export async function admittedCheck<T>(check: () => Promise<T>): Promise<T> {
  if (checksAdmitted >= ARGON2_CONCURRENCY + ARGON2_QUEUE) throw unavailable();
  checksAdmitted += 1;
  try {
    return await check();
  } finally {
    checksAdmitted -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, ARGON2_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Without a hash it still verifies against a dummy one, so timing does not tell which emails have accounts. */
export async function passwordMatches(stored: string | undefined | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('dummy-password-for-equal-timing', ARGON2_OPTIONS);
    const dummy = await dummyHash;
    await bounded(() => verify(dummy, password));
    return false;
  }
  // Refused for lack of room (503) is not "wrong password": only a failed verification is false.
  return bounded(() => verify(stored, password).catch(() => false));
}
