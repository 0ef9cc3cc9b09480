import { BadRequestException, StandardSchemaValidationPipe, ValidationPipe } from '@nestjs/common';
import { firstIssueMessage } from '@typing/contracts';
import { firstValidationMessage } from '@typing/service-kit';

/**
 * The gateway's edge. Bodies and queries declared with a contract schema (`@Body({ schema })`)
 * are parsed by it: unknown fields, `$`-keys and wrong types are refused with the schema's first
 * message. The class-validator pipe serves the DTO classes not yet moved to schemas.
 */
export function gatewayValidationPipes(): [ValidationPipe, StandardSchemaValidationPipe] {
  return [
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors)),
    }),
    new StandardSchemaValidationPipe({
      exceptionFactory: (issues) => new BadRequestException(firstIssueMessage(issues)),
    }),
  ];
}
