import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { isErrorBody } from '@typing/contracts';
import type { Request, Response } from 'express';
import { unauthorized } from '../errors/api-error';
import type { AuthSession } from './auth-session';
import { SessionCookie } from './session-cookie';

/** Every authentication failure is the same 401; a service that cannot answer stays 503/504, never "signed out". */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly cookie: SessionCookie) {
    super();
  }

  override handleRequest<TUser = AuthSession>(
    err: unknown,
    user: unknown,
    _info?: unknown,
    context?: ExecutionContext,
    _status?: unknown,
  ): TUser {
    // Only a failure to reach the auth service (5xx body, timeout, no responders) is not a 401.
    if (err && !(isErrorBody(err) && err.status < 500)) throw err;
    if (err || !user) {
      this.forgetDeadSession(context);
      throw unauthorized();
    }
    return user as TUser;
  }

  /** A cookie naming no live session is cleared with its hint, so new tabs stop asking who is signed in. */
  protected forgetDeadSession(context?: ExecutionContext): void {
    const http = context?.switchToHttp();
    if (http && this.cookie.read(http.getRequest<Request>())) this.cookie.clear(http.getResponse<Response>());
  }
}

/** For guest routes: no session, or a dead one, passes as a guest; an outage is still 503/504. */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override handleRequest<TUser = AuthSession>(
    err: unknown,
    user: unknown,
    _info?: unknown,
    context?: ExecutionContext,
  ): TUser {
    if (err && !(isErrorBody(err) && err.status < 500)) throw err;
    if (err || !user) {
      this.forgetDeadSession(context);
      return undefined as TUser;
    }
    return user as TUser;
  }
}
