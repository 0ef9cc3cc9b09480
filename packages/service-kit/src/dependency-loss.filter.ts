import { type ArgumentsHost, Catch, Logger } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import { ErrorCode, Messages } from '@typing/contracts';
import type { Observable } from 'rxjs';
import { lostDependency } from './dependency-loss';
import { rpcError } from './rpc-errors';

/** The one place a failure is judged "a dependency is away" (503) rather than a bug (Nest's logged 500). */
@Catch()
export class DependencyLossFilter extends BaseRpcExceptionFilter {
  private readonly logger = new Logger('DependencyLoss');

  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    const dependency = lostDependency(exception);
    if (!dependency) return super.catch(exception, host);
    const reason = exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
    this.logger.warn(`answered 503: the ${dependency} is unavailable (${reason})`);
    return super.catch(rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable), host);
  }
}
