/**
 * Draws a generated avatar with the DiceBear library, in the browser (no avatar service). Only the
 * six styles of spec §3 are imported, each as its own chunk loaded when an avatar of that style is
 * first drawn (the styles differ a lot in size: adventurer alone is most of the library), and this
 * module is itself loaded on demand by `Avatar`, so pages without a generated avatar load none.
 */
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
