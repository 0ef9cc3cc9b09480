import { describe, expect, it } from '@jest/globals';
import { AVATAR_STYLES, GENERATED_AVATAR_PATTERN } from '@typing/contracts/web';
import { generatedAvatar, parseAvatar, randomAvatar } from './avatar-descriptor';

describe('what a profileImage shows', () => {
  it('reads a generated avatar of one of the six styles', () => {
    expect(parseAvatar('dicebear:pixel-art:Ab3_x-9')).toEqual({
      kind: 'generated',
      style: 'pixel-art',
      seed: 'Ab3_x-9',
    });
    expect(parseAvatar('dicebear:avataaars-neutral:s')).toEqual({
      kind: 'generated',
      style: 'avataaars-neutral',
      seed: 's',
    });
  });

  it('reads an uploaded image path', () => {
    const src = '/api/auth/profile-image/665f1c2e9b1e8a0012345678/0b7f2a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp';
    expect(parseAvatar(src)).toEqual({ kind: 'uploaded', src });
  });

  it('reads a public profile’s avatar path', () => {
    const src = '/api/community/profiles/swift_otter/avatar/0b7f2a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp';
    expect(parseAvatar(src)).toEqual({ kind: 'uploaded', src });
    expect(parseAvatar('/api/community/profiles/a/b/avatar/x.webp')).toEqual({ kind: 'default' });
  });

  it('shows the default picture for nothing, other styles, external or odd URLs', () => {
    for (const value of [
      undefined,
      null,
      '',
      'dicebear:lorelei:abc',
      'dicebear:bottts:',
      'https://api.dicebear.com/7.x/bottts/svg?seed=x',
      'javascript:alert(1)',
      '/api/auth/profile-image/../../admin',
      '/api/auth/profile-image/a?b=c',
    ]) {
      expect(parseAvatar(value)).toEqual({ kind: 'default' });
    }
  });

  it('generates a random style of the six and a random seed the server accepts', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const value = randomAvatar();
      expect(value).toMatch(GENERATED_AVATAR_PATTERN);
      seen.add(value.split(':')[1]);
    }
    expect([...seen].sort()).toEqual([...AVATAR_STYLES].sort());
  });

  it('uses the injected randomness (style index, then seed characters)', () => {
    let calls = 0;
    const value = randomAvatar((bound) => (calls++ === 0 ? 2 : bound - 1));
    expect(value).toBe(`dicebear:bottts:${'9'.repeat(12)}`);
    expect(generatedAvatar('shapes', 'abc')).toBe('dicebear:shapes:abc');
  });
});
