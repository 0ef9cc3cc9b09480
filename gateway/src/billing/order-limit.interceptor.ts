import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ErrorCode, isErrorBody, nextIndiaMidnight } from '@typing/contracts';
import type { Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';

/** Seconds until the daily order quota opens again: it counts orders per India day. */
function orderLimitRetryAfterSeconds(now = new Date()): number {
  return Math.max(1, Math.ceil((nextIndiaMidnight(now).getTime() - now.getTime()) / 1000));
}

/** Sends Retry-After with billing's 429 for the daily order quota, as the account limits do. */
@Injectable()
export class OrderLimitInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (isErrorBody(error) && error.code === ErrorCode.OrderLimitReached) {
          context
            .switchToHttp()
            .getResponse<Response>()
            .setHeader('Retry-After', String(orderLimitRetryAfterSeconds()));
        }
        return throwError(() => error);
      }),
    );
  }
}
