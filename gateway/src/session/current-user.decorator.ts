import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PublicUser } from '@typing/contracts';
import type { Request } from 'express';
import type { AuthSession } from './auth-session';

function sessionOf(context: ExecutionContext): AuthSession {
  const session = context.switchToHttp().getRequest<Request & { user?: AuthSession }>().user;
  if (!session) throw new Error('@CurrentUser() needs @UseGuards(JwtAuthGuard) on the route');
  return session;
}

/** The signed-in user of a route behind `JwtAuthGuard`. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): PublicUser => {
  return sessionOf(context).user;
});

/** The whole session (user and session id) of a route behind `JwtAuthGuard`. */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): AuthSession => {
  return sessionOf(context);
});

/** The signed-in user of a route behind `OptionalJwtAuthGuard`, or undefined for a guest. */
export const CurrentUserIfAny = createParamDecorator(
  (_: unknown, context: ExecutionContext): PublicUser | undefined => {
    return context.switchToHttp().getRequest<Request & { user?: AuthSession }>().user?.user;
  },
);
