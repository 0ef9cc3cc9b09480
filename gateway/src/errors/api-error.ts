import { ErrorCode, type ErrorBody, Messages } from '@typing/contracts';

/** An error already in the `{ status, code, message }` shape, which the error filter passes through unchanged. */
export class ApiError extends Error implements ErrorBody {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** What the filter's `response.json()` writes: the body, nothing else (no stack). */
  toJSON(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message };
  }
}

export const unauthorized = () => new ApiError(401, ErrorCode.Unauthorized, Messages.unauthorized);
export const invalidImage = (message: string, status = 400) =>
  new ApiError(status, status === 413 ? ErrorCode.PayloadTooLarge : ErrorCode.InvalidImage, message);
