import { Messages } from '@typing/contracts';
import {
  admittedCheck,
  ARGON2_CONCURRENCY,
  ARGON2_QUEUE,
  COMMON_PASSWORD_COUNT,
  hashPassword,
  isCommonPassword,
  passwordMatches,
} from './password-policy';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine'])('refuses %s', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
  });

  it('accepts passwords that are not on the list', () => {
    expect(isCommonPassword('violet-harbour-lamp-92')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });

  it('uses the top of the ranked list only', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });
});

describe('argon2id hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 iterations, 1 lane, and verifies', async () => {
    const hash = await hashPassword('violet-harbour-lamp-92');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain('violet');
    await expect(passwordMatches(hash, 'violet-harbour-lamp-92')).resolves.toBe(true);
    await expect(passwordMatches(hash, 'violet-harbour-lamp-93')).resolves.toBe(false);
  });

  it('answers false without a hash, after doing the same work', async () => {
    await expect(passwordMatches(undefined, 'anything at all')).resolves.toBe(false);
    await expect(passwordMatches('', 'anything at all')).resolves.toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    await expect(passwordMatches('not-a-hash', 'anything')).resolves.toBe(false);
  });
});

describe('bounded argon2 work', () => {
  it(`runs ${ARGON2_CONCURRENCY} at once, queues ${ARGON2_QUEUE}, and refuses the rest at once with a 503`, async () => {
    const burst = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_QUEUE + 20 }, (_, i) =>
      hashPassword(`burst-password-${i}`).then(
        () => 'hashed',
        (error: { error?: unknown }) => error.error,
      ),
    );
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(ARGON2_CONCURRENCY + ARGON2_QUEUE);
    expect(outcomes.filter((outcome) => outcome !== 'hashed')).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: Messages.serviceUnavailable,
      })),
    );
    // With room again, work is taken as before.
    expect(await passwordMatches(await hashPassword('after-the-burst-1'), 'after-the-burst-1')).toBe(true);
    // 38 real argon2id hashes of 19 MiB: about 2 s on two quiet cores, several times that on loaded ones.
  }, 60_000);
});

describe('admitted sign-in checks', () => {
  it('holds a place from the start of the check, refuses past the bound at once, and admits again once done', async () => {
    const bound = ARGON2_CONCURRENCY + ARGON2_QUEUE;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const admitted = Array.from({ length: bound }, () => admittedCheck(() => held.then(() => 'checked')));
    await expect(admittedCheck(async () => 'checked')).rejects.toMatchObject({
      error: { status: 503, code: 'SERVICE_UNAVAILABLE', message: Messages.serviceUnavailable },
    });
    release();
    await expect(Promise.all(admitted)).resolves.toEqual(Array.from({ length: bound }, () => 'checked'));
    await expect(admittedCheck(async () => 'checked')).resolves.toBe('checked');
  });

  it('gives its place back when the check fails', async () => {
    const failures = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_QUEUE }, () =>
      admittedCheck(() => Promise.reject(new Error('lookup failed'))).catch((error: Error) => error.message),
    );
    expect(new Set(await Promise.all(failures))).toEqual(new Set(['lookup failed']));
    await expect(admittedCheck(async () => 'checked')).resolves.toBe('checked');
  });
});
