import { describe, expect, it } from '@jest/globals';
import { AVATAR_STYLES } from '@typing/contracts/web';
import { generatedAvatarDataUri } from './dicebear';

describe('drawing generated avatars locally (DiceBear)', () => {
  it.each(AVATAR_STYLES)('draws %s as an SVG data URI, the same for the same seed', async (style) => {
    const first = await generatedAvatarDataUri(style, 'seed-1');
    expect(first).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(decodeURIComponent(first)).toContain('<svg');
    await expect(generatedAvatarDataUri(style, 'seed-1')).resolves.toBe(first);
    await expect(generatedAvatarDataUri(style, 'seed-2')).resolves.not.toBe(first);
  });
});
