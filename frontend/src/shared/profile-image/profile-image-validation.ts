/** Checks before an upload (spec §5), sparing a round trip; the server checks the bytes again. */
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';

/** What is read from a `File`: enough to test without one. */
export interface ChosenFile {
  type: string;
  size: number;
  name?: string;
}

/** HEIC/HEIF by type or, where the system names none, by extension: the server cannot decode HEVC-coded HEIF. */
function isHeic(file: ChosenFile): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name ?? ''));
}

export function imageFileProblem(file: ChosenFile): string | null {
  if (isHeic(file)) return Messages.imageHeicNotAccepted;
  if (!file.type.startsWith('image/')) return Messages.selectImage;
  if (file.size >= AUTH_LIMITS.imageMaxBytes) return Messages.imageTooLarge;
  return null;
}

/** §8 "Image upload failure": the server's message, else this. */
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image';
