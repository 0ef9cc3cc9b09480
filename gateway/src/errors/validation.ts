import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import { firstIssueMessage } from '@typing/contracts';

/** Bodies and queries parse by their contract schema; unknown fields, `$`-keys and wrong types get its message. */
export function gatewayValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => new BadRequestException(firstIssueMessage(issues)),
  });
}
