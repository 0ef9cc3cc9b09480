import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { ErrorCode, Messages } from '@typing/contracts';
import { toUploadError } from './profile-image-upload.interceptor';

const json = (error: unknown) => JSON.parse(JSON.stringify(error)) as unknown;

test("multer's size refusal becomes the spec's 413 message", () => {
  expect(json(toUploadError(new PayloadTooLargeException('File too large')))).toEqual({
    status: 413,
    code: ErrorCode.PayloadTooLarge,
    message: Messages.imageTooLarge,
  });
});

test('every other malformed upload reads "Please select an image file"', () => {
  const selectImage = { status: 400, code: ErrorCode.InvalidImage, message: Messages.selectImage };
  expect(json(toUploadError(new BadRequestException('Unexpected field - avatar')))).toEqual(selectImage);
  expect(json(toUploadError(new Error('Unexpected end of form')))).toEqual(selectImage);
});

test('anything that is not about the upload passes through unchanged', () => {
  const outage = { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };
  expect(toUploadError(outage)).toBe(outage);
});
