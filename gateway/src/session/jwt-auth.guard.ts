import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { isErrorBody } from '@typing/contracts';
import { unauthorized } from '../errors/api-error';
import type { AuthSession } from './auth-session';

/**
 * Lets a request through only with a live session (see JwtStrategy); `@CurrentUser()` then
 * gives its user. Every authentication failure is the same 401 body; a service that cannot
 * answer stays a 503/504, so an outage never reads as "you were signed out".
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser = AuthSession>(
    err: unknown,
    user: unknown,
    _info?: unknown,
    _context?: ExecutionContext,
    _status?: unknown,
  ): TUser {
    // Only a failure to reach the auth service (5xx body, timeout, no responders) is not a 401.
    if (err && !(isErrorBody(err) && err.status < 500)) throw err;
    if (err || !user) throw unauthorized();
    return user as TUser;
  }
}
