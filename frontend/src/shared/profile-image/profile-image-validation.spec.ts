import { describe, expect, it } from '@jest/globals';
import { IMAGE_UPLOAD_FAILED, imageFileProblem } from './profile-image-validation';

const MB = 1024 * 1024;

describe('checks before a profile image upload (spec §5)', () => {
  it('accepts an image smaller than 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10_000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB - 1 })).toBeNull();
  });

  it("refuses a file that is not an image: 'Please select an image file'", () => {
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('Please select an image file');
    expect(imageFileProblem({ type: 'application/pdf', size: 6 * MB })).toBe('Please select an image file');
  });

  it("refuses 5 MB and more: 'Image size should be less than 5MB'", () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB })).toBe('Image size should be less than 5MB');
    expect(imageFileProblem({ type: 'image/webp', size: 6 * MB })).toBe('Image size should be less than 5MB');
  });

  it('refuses HEIC/HEIF, by type or (with no type) by name, naming the accepted formats', () => {
    const heic =
      'HEIC photos (the iPhone camera’s format) cannot be read here. Please choose a JPEG, PNG, WebP, GIF or AVIF file: on an iPhone, share or export the photo as JPEG.';
    expect(imageFileProblem({ type: 'image/heic', size: 10_000, name: 'IMG_0001.HEIC' })).toBe(heic);
    expect(imageFileProblem({ type: 'image/heif', size: 10_000 })).toBe(heic);
    expect(imageFileProblem({ type: '', size: 10_000, name: 'IMG_0001.heic' })).toBe(heic);
    expect(imageFileProblem({ type: 'image/avif', size: 10_000, name: 'photo.avif' })).toBeNull();
  });

  it("has the spec's fallback for a failed upload", () => {
    expect(IMAGE_UPLOAD_FAILED).toBe('Failed to upload image');
  });
});
