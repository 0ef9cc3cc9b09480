import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { AUTH_LIMITS, Messages } from '@typing/contracts';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { invalidImage } from '../errors/api-error';

export const PROFILE_IMAGE_FIELD = 'profileImage';

/** One file in memory, nothing else: multer stops reading past 5 MB, and any other field or file fails the request. */
const Multer = FileInterceptor(PROFILE_IMAGE_FIELD, {
  storage: memoryStorage(),
  limits: { fileSize: AUTH_LIMITS.imageMaxBytes, files: 1, fields: 0, parts: 1 },
});

export function toUploadError(error: unknown): unknown {
  if (error instanceof HttpException && error.getStatus() === 413) return invalidImage(Messages.imageTooLarge, 413);
  if (error instanceof HttpException && error.getStatus() < 500) return invalidImage(Messages.selectImage);
  // A malformed multipart body surfaces as a bare Error from the parser.
  if (error instanceof Error && !(error instanceof HttpException)) return invalidImage(Messages.selectImage);
  return error;
}

@Injectable()
export class ProfileImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw toUploadError(error);
    }
  }
}
