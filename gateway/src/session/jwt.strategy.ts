import { createSecretKey } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AppMetrics } from '@typing/service-kit';
import { isErrorBody, type SessionCheck, Subjects } from '@typing/contracts';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GatewayConfig } from '../config';
import { ServiceClient } from '../rpc/service-client';
import { unauthorized } from '../errors/api-error';
import type { AuthSession } from './auth-session';
import { SessionCache } from './session-cache';
import { hasSessionClaims, sessionCookieName, sessionTokenChecks } from './session-cookie';

/** Reads the session token from its cookie only (never a header or the query string). */
function cookieExtractor(cookieName: string) {
  return (req: Request): string | null => {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[cookieName];
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
}

/** Positive answers are reused a few seconds (SessionCache), forgotten once the auth service announces a change. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') implements OnApplicationBootstrap, OnModuleDestroy {
  readonly sessions = new SessionCache();

  constructor(
    private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
    private readonly metrics: AppMetrics,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([cookieExtractor(sessionCookieName(config.NODE_ENV))]),
      // Made once: given a string, jsonwebtoken tries it as a PEM key on every request (the types omit KeyObject).
      secretOrKey: createSecretKey(Buffer.from(config.JWT_SECRET)) as unknown as Buffer,
      ...sessionTokenChecks(config),
      ignoreExpiration: false,
    });
  }

  onApplicationBootstrap(): void {
    this.sessions.start(this.config, () => this.metrics.natsReconnects.inc({ connection: 'session-cache' }));
  }

  async onModuleDestroy(): Promise<void> {
    await this.sessions.stop();
  }

  async validate(payload: unknown): Promise<AuthSession> {
    if (!hasSessionClaims(payload)) throw unauthorized();
    const cached = this.sessions.lookup(payload.sid, payload.sub);
    if (cached) return { user: cached, sessionId: payload.sid };
    const ticket = this.sessions.ticket();
    const check: SessionCheck = { userId: payload.sub, sessionId: payload.sid };
    try {
      const user = await this.services.request(Subjects.auth.session, check);
      const exp = (payload as { exp?: unknown }).exp;
      this.sessions.remember(ticket, payload.sid, user, typeof exp === 'number' ? exp * 1000 : undefined);
      return { user, sessionId: payload.sid };
    } catch (error) {
      // A revoked or unknown session is "not signed in"; an unreachable service stays 503/504.
      if (isErrorBody(error) && error.status < 500) throw unauthorized();
      throw error;
    }
  }
}
