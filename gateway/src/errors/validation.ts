import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { firstValidationMessage } from '@typing/service-kit';

/** The gateway's edge: strip nothing silently — unknown fields are an error, types are enforced. */
export function gatewayValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors)),
  });
}
