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

  it("has the spec's fallback for a failed upload", () => {
    expect(IMAGE_UPLOAD_FAILED).toBe('Failed to upload image');
  });
});
