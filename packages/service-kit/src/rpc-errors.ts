import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type ErrorBody, Messages } from '@typing/contracts';

/** The only way a service reports a failure: data the gateway turns into HTTP in one place. */
export function rpcError(status: number, code: ErrorBody['code'], message: string): RpcException {
  const body: ErrorBody = { status, code, message };
  return new RpcException(body);
}

/** The first human-readable problem, with unknown fields named plainly. */
export function firstValidationMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) return Messages.unknownField(error.property);
    const first = Object.values(constraints)[0];
    if (first) return first;
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'The request is not valid.';
}

/**
 * Validation of message payloads inside a service (the second edge): same rules as the
 * gateway, failures leave as a 400 error body instead of an HTTP exception.
 */
export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => rpcError(400, ErrorCode.ValidationFailed, firstValidationMessage(errors)),
  });
}
