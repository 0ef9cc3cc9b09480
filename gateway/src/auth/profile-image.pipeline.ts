import { AUTH_LIMITS, Messages, type StoredImage } from '@typing/contracts';
import type { Response } from 'express';
import sharp from 'sharp';
import { invalidImage } from '../errors/api-error';
import { imageSignature } from './image-signature';

/** Judged by the bytes, never the name or declared type; `heif` holds both AVIF and HEIC (see acceptedHeif). */
const PROFILE_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const PROFILE_IMAGE_SIZE = 256;
/** Decompression-bomb guard: a small file may claim a huge canvas; 25 MP covers the usual phone photo. */
export const MAX_INPUT_PIXELS = 25_000_000;

/** sharp's prebuilt libvips decodes AVIF but not HEIC (no HEVC decoder), so HEIC is refused by name. */
function acceptedHeif(compression: sharp.Metadata['compression']): boolean {
  return compression === 'av1';
}

function formatProblem({ format, compression }: sharp.Metadata): string | undefined {
  if (format === 'heif' && !acceptedHeif(compression)) return Messages.imageHeicNotAccepted;
  if (!PROFILE_IMAGE_FORMATS.has(format)) return Messages.imageFormatNotAccepted;
  return undefined;
}

function isPlainText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512);
  return !head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20)) && !head.toString('latin1').includes('<');
}

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
    throw invalidImage(Messages.imageUnreadable);
  }
}

export const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** `nosniff` and `attachment`, so the address opened on its own is a download, never a rendered document. */
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
