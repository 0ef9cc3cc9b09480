/**
 * The checks before an image is uploaded (spec §5 "Profile image upload"): an image type, else
 * 'Please select an image file'; smaller than 5 MB, else 'Image size should be less than 5MB'.
 * The server checks the bytes again (type by content, size, re-encoding); this spares a round trip.
 */
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';

/** What is read from a `File`: enough to test without one. */
export interface ChosenFile {
  type: string;
  size: number;
  name?: string;
}

/**
 * HEIC/HEIF by declared type or, where the system names no type for it (Windows, Linux), by its
 * extension. The server cannot decode HEVC-coded HEIF; saying so here spares a 5 MB upload.
 */
function isHeic(file: ChosenFile): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name ?? ''));
}

/** The spec's message for a file that must not be uploaded, or null for one that may. */
export function imageFileProblem(file: ChosenFile): string | null {
  if (isHeic(file)) return Messages.imageHeicNotAccepted;
  if (!file.type.startsWith('image/')) return Messages.selectImage;
  if (file.size >= AUTH_LIMITS.imageMaxBytes) return Messages.imageTooLarge;
  return null;
}

/** §8 "Image upload failure": the server's message, else this. */
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image';
