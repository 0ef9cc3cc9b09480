import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './to-error-body';

/** Every error leaves the gateway as `{ status, code, message }` with the matching HTTP status. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) this.logger.error(exception instanceof Error ? exception.stack : JSON.stringify(exception));
    const response = host.switchToHttp().getResponse<Response>();
    if (!response.headersSent) response.status(body.status).json(body);
  }
}
