import { AUTH_LIMITS, Messages, type StoredImage } from '@typing/contracts';
import type { Response } from 'express';
import sharp from 'sharp';
import { invalidImage } from '../errors/api-error';
import { imageSignature } from './image-signature';

/**
 * Image types a profile picture may be, judged by the bytes (never the name or declared type).
 * `heif` is the container of both AVIF and HEIC: see {@link acceptedHeif}.
 */
export const PROFILE_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Side of the stored square picture, in pixels. */
export const PROFILE_IMAGE_SIZE = 256;
/**
 * Decompression-bomb guard: a 5 MB file may claim a huge canvas (a flat PNG of 30000×30000 is
 * a few hundred kB). 25 megapixels (the security review's cap) covers the usual phone photo (12 MP)
 * and keeps one decode to about 100 MB of pixels; a 48 MP camera's full-size photo is refused.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * sharp's prebuilt libvips carries libheif with an AV1 decoder only (no HEVC decoder, for the
 * codec's patents): AVIF decodes, HEIC — HEVC inside the same container, the iPhone camera's
 * format — does not, so it is refused by name instead of failing as "unreadable".
 */
function acceptedHeif(compression: sharp.Metadata['compression']): boolean {
  return compression === 'av1';
}

/** Why an image of a known format is refused, in words that name the formats we take. */
function formatProblem({ format, compression }: sharp.Metadata): string | undefined {
  if (format === 'heif' && !acceptedHeif(compression)) return Messages.imageHeicNotAccepted;
  if (!PROFILE_IMAGE_FORMATS.has(format)) return Messages.imageFormatNotAccepted;
  return undefined;
}

/** Plain text, not markup (an SVG is an image format we refuse by name) nor another binary format. */
function isPlainText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512);
  return !head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20)) && !head.toString('latin1').includes('<');
}

/**
 * Checks an upload is a JPEG, PNG, WebP, GIF or AVIF by its bytes, then re-encodes it as a
 * 256×256 WebP (first frame of an animation, EXIF orientation applied, every metadata block dropped).
 */
export async function toProfileImage(upload: Buffer): Promise<Buffer> {
  if (upload.length >= AUTH_LIMITS.imageMaxBytes) throw invalidImage(Messages.imageTooLarge, 413);
  // The first bytes decide whether any decoder sees the upload at all (no SVG/XML parser, no TIFF).
  if (!imageSignature(upload))
    throw invalidImage(isPlainText(upload) ? Messages.selectImage : Messages.imageFormatNotAccepted);
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; the canvas size is judged below, before any pixel is decoded.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(Messages.selectImage);
  }
  if (!metadata.format) throw invalidImage(Messages.selectImage);
  const refused = formatProblem(metadata);
  if (refused) throw invalidImage(refused);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw invalidImage(Messages.imageUnreadable);
  if (pixels > MAX_INPUT_PIXELS) throw invalidImage(Messages.imageTooManyPixels);
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

/** A stored picture's file name: a server-made UUID (keys are never reused, so it is cached for good). */
export const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * Sends a stored picture as WebP and nothing else: `nosniff`, and `Content-Disposition: attachment`
 * so the address opened on its own is a download, never a document the browser renders (an
 * `<img>` ignores the header).
 */
export function sendProfileImage(res: Response, stored: StoredImage): void {
  res
    .status(200)
    .set({
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'attachment; filename="profile-image.webp"',
      'Cache-Control': 'private, max-age=31536000, immutable',
    })
    .send(Buffer.from(stored.data, 'base64'));
}
