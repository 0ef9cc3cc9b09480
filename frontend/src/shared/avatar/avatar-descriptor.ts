/** What a `profileImage` means: `dicebear:<style>:<seed>`, an upload path, or (anything else) the default picture. */
import {
  AVATAR_STYLES,
  GENERATED_AVATAR_PATTERN,
  PROFILE_IMAGE_PATH,
  PUBLIC_AVATAR_PATTERN,
  type AvatarStyle,
} from '@typing/contracts/web';

export type AvatarSource =
  { kind: 'generated'; style: AvatarStyle; seed: string } | { kind: 'uploaded'; src: string } | { kind: 'default' };

/** Upload paths are a server-generated key: no `..`, no query tricks, nothing but the key's characters. */
const UPLOADED_PATH = new RegExp(`^${PROFILE_IMAGE_PATH.replace(/[/]/g, '\\/')}[A-Za-z0-9._~/-]+$`);

export function parseAvatar(value: string | null | undefined): AvatarSource {
  if (!value) return { kind: 'default' };
  if (GENERATED_AVATAR_PATTERN.test(value)) {
    const [, style, seed] = value.split(':') as [string, AvatarStyle, string];
    return { kind: 'generated', style, seed };
  }
  if ((UPLOADED_PATH.test(value) || PUBLIC_AVATAR_PATTERN.test(value)) && !value.includes('..')) {
    return { kind: 'uploaded', src: value };
  }
  return { kind: 'default' };
}

export function generatedAvatar(style: AvatarStyle, seed: string): string {
  return `dicebear:${style}:${seed}`;
}

const SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random integers below `bound`; `crypto.getRandomValues` in the browser, injectable in tests. */
export type RandomInt = (bound: number) => number;

const cryptoRandomInt: RandomInt = (bound) => {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % bound;
};

/** 'Generate New Avatar': one of the six styles at random and a random 12-character seed. */
export function randomAvatar(randomInt: RandomInt = cryptoRandomInt): string {
  const style = AVATAR_STYLES[randomInt(AVATAR_STYLES.length)];
  let seed = '';
  for (let i = 0; i < 12; i += 1) seed += SEED_ALPHABET[randomInt(SEED_ALPHABET.length)];
  return generatedAvatar(style, seed);
}
