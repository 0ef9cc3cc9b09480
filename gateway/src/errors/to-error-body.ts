import { HttpException, HttpStatus } from '@nestjs/common';
// Not re-exported from the package root; the NATS client throws it when nobody subscribes.
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { ErrorCode, type ErrorBody, isErrorBody, Messages } from '@typing/contracts';
import { lostDependency } from '@typing/service-kit';
import { TimeoutError } from 'rxjs';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationFailed,
  404: ErrorCode.NotFound,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.TooManyRequests,
};

/** The NATS client rejects with this bare string while the bus is disconnected. */
const NATS_DISCONNECTED = 'Error: Connection lost';

function body(status: number, message: string): ErrorBody {
  return { status, code: CODE_BY_STATUS[status] ?? `HTTP_${status}`, message };
}

function fromHttpException(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  if (exception.cause instanceof SyntaxError) return body(status, Messages.malformedJson);
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return body(status, Messages.bodyTooLarge);
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  return body(status, Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message);
}

function isUnavailable(exception: unknown): boolean {
  if (exception instanceof EmptyResponseException) return true;
  if (lostDependency(exception)) return true;
  if (typeof exception === 'string') return exception.startsWith(NATS_DISCONNECTED);
  const name = (exception as { name?: unknown })?.name;
  return name === 'NoRespondersError' || name === 'ClosedConnectionError';
}

/** Unknown failures become a plain 500: no internals leak. */
export function toErrorBody(exception: unknown): { body: ErrorBody; unexpected: boolean } {
  // A service's 503 (something it depends on is away) is an outage to retry, not a bug to log as one.
  if (isErrorBody(exception))
    return { body: exception, unexpected: exception.status >= 500 && exception.status !== 503 };
  if (exception instanceof HttpException) return { body: fromHttpException(exception), unexpected: false };
  if (exception instanceof TimeoutError) {
    return {
      body: { status: 504, code: ErrorCode.ServiceTimeout, message: Messages.serviceTimeout },
      unexpected: false,
    };
  }
  if (isUnavailable(exception)) {
    return {
      body: { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable },
      unexpected: false,
    };
  }
  return { body: { status: 500, code: ErrorCode.Internal, message: Messages.internal }, unexpected: true };
}
