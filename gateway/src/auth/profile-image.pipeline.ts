import { AUTH_LIMITS, Messages } from '@typing/contracts';
import sharp from 'sharp';
import { invalidImage } from '../errors/api-error';

/** Image types a profile picture may be, judged by the bytes (never the name or declared type). */
export const PROFILE_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Side of the stored square picture, in pixels. */
export const PROFILE_IMAGE_SIZE = 256;
/**
 * Decompression-bomb guard: a 5 MB file may claim a huge canvas (a flat PNG of 30000×30000 is
 * a few hundred kB). 50 megapixels covers every phone camera (48 MP) and stops the rest.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an upload is a JPEG, PNG, WebP or GIF by its bytes, then re-encodes it as a 256×256
 * WebP (first frame of an animation, EXIF orientation applied, every metadata block dropped).
 */
export async function toProfileImage(upload: Buffer): Promise<Buffer> {
  if (upload.length >= AUTH_LIMITS.imageMaxBytes) throw invalidImage(Messages.imageTooLarge, 413);
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; the canvas size is judged below, before any pixel is decoded.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(Messages.selectImage);
  }
  const { format } = metadata;
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!format || !PROFILE_IMAGE_FORMATS.has(format)) throw invalidImage(Messages.selectImage);
  if (pixels === 0 || pixels > MAX_INPUT_PIXELS) throw invalidImage(Messages.imageUnreadable);
  try {
    return await sharp(upload, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header was fine but the pixels are not (truncated or corrupt data).
    throw invalidImage(Messages.imageUnreadable);
  }
}
