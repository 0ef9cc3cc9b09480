import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode } from '@typing/contracts';
import type { Request } from 'express';
import { GatewayConfig, operatorTokens } from '../config';
import { ApiError } from '../errors/api-error';
import { bearerMatches } from '../health/health-token';

/** A request an operator made: their name, from the token they sent. */
export type OperatorRequest = Request & { operator: string };

/** Only an OPERATOR_TOKENS bearer token passes (constant time), named on the request; member sessions do not count. */
@Injectable()
export class OperatorGuard implements CanActivate {
  private readonly operators: [string, string][];

  constructor(config: GatewayConfig) {
    this.operators = operatorTokens(config.OPERATOR_TOKENS);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<OperatorRequest>();
    const matching = this.operators.filter(([, token]) => bearerMatches(request, token));
    if (matching.length === 0) {
      throw new ApiError(401, ErrorCode.Unauthorized, "Operator actions need an operator's bearer token.");
    }
    request.operator = matching[0]![0];
    return true;
  }
}
