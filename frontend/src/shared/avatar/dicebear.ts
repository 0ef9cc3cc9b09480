/** Renders DiceBear avatars locally; each style is a chunk loaded on first use (their sizes differ a lot). */
import type { AvatarStyle } from '@typing/contracts/web';

type StyleModule = { style: unknown };

const STYLE_LOADERS: Record<AvatarStyle, () => Promise<StyleModule>> = {
  adventurer: () => import('./styles/adventurer'),
  'avataaars-neutral': () => import('./styles/avataaars-neutral'),
  bottts: () => import('./styles/bottts'),
  'pixel-art': () => import('./styles/pixel-art'),
  identicon: () => import('./styles/identicon'),
  shapes: () => import('./styles/shapes'),
};

/** A soft background palette, so light and dark pages both frame the drawing. */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'];

/** The avatar as an SVG data URI, the same for the same style and seed everywhere. */
export async function generatedAvatarDataUri(style: AvatarStyle, seed: string): Promise<string> {
  const [{ createAvatar }, definition] = await Promise.all([import('@dicebear/core'), STYLE_LOADERS[style]()]);
  // Each style has its own option type; the common options are all we set.
  const draw = createAvatar as (s: unknown, o: object) => { toDataUri(): string };
  return draw(definition.style, { seed, backgroundColor: BACKGROUNDS, radius: 50 }).toDataUri();
}
