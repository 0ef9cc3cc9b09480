import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import { firstIssueMessage } from '@typing/contracts';

/**
 * The gateway's edge: bodies and queries are declared with their contract schema
 * (`@Body({ schema })`, `@Query({ schema })`) and parsed by it; unknown fields, `$`-keys and wrong
 * types are refused with the schema's first message.
 */
export function gatewayValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues) => new BadRequestException(firstIssueMessage(issues)),
  });
}
