import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './to-error-body';

/** How long a client should wait before retrying while a part of the system is away (503). */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** Every error leaves as `{ status, code, message }` with its HTTP status; a 503 says when to try again. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) this.logger.error(exception instanceof Error ? exception.stack : JSON.stringify(exception));
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (body.status === 503 && !response.hasHeader('Retry-After')) {
      response.setHeader('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
    }
    response.status(body.status).json(body);
  }
}
