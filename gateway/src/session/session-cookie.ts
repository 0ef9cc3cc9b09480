import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_HINT_COOKIE, type SessionGrant } from '@typing/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { GatewayConfig } from '../config';

export interface SessionClaims {
  sub: string;
  sid: string;
  iat?: number;
  exp?: number;
}

/** The only algorithm a session token may use: an `alg: none` or RS/ES token is refused. */
export const SESSION_JWT_ALGORITHMS = ['HS256' as const];

/** Audience and issuer are both required, so a token signed with the same key for anything else is not a session. */
export const SESSION_JWT_AUDIENCE = 'typing-session';
export const sessionTokenChecks = (config: Pick<GatewayConfig, 'APP_ORIGIN'>) => ({
  algorithms: SESSION_JWT_ALGORITHMS,
  audience: SESSION_JWT_AUDIENCE,
  issuer: config.APP_ORIGIN,
});

const OBJECT_ID = /^[0-9a-f]{24}$/;

export function hasSessionClaims(payload: unknown): payload is SessionClaims {
  const claims = payload as Partial<SessionClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    // jsonwebtoken checks `exp` only when present: a token without one would never end.
    typeof claims.exp === 'number' &&
    typeof claims.sub === 'string' &&
    OBJECT_ID.test(claims.sub) &&
    typeof claims.sid === 'string' &&
    OBJECT_ID.test(claims.sid)
  );
}

/** `__Host-` in production: Secure, host-only and for the whole path. */
export function sessionCookieName(nodeEnv: string): string {
  return nodeEnv === 'production' ? '__Host-session' : 'session';
}

/** The readable hint cookie `signed-in=1` holds no secret: it only tells a new tab that GET /api/auth/me is worth asking. */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly attributes: CookieOptions;
  private readonly hintAttributes: CookieOptions;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: GatewayConfig,
  ) {
    const production = config.NODE_ENV === 'production';
    this.name = sessionCookieName(config.NODE_ENV);
    this.attributes = { httpOnly: true, sameSite: 'lax', path: '/', secure: production };
    this.hintAttributes = { ...this.attributes, httpOnly: false };
  }

  async issue(res: Response, grant: SessionGrant, now = Date.now()): Promise<void> {
    const expiresAt = Math.min(grant.expiresAt, now + this.config.SESSION_TTL_HOURS * 3_600_000);
    const claims: SessionClaims = { sub: grant.user._id, sid: grant.sessionId, exp: Math.floor(expiresAt / 1000) };
    const token = await this.jwt.signAsync(claims, {
      algorithm: 'HS256',
      audience: SESSION_JWT_AUDIENCE,
      issuer: this.config.APP_ORIGIN,
    });
    const maxAge = Math.max(0, expiresAt - now);
    res.cookie(this.name, token, { ...this.attributes, maxAge });
    res.cookie(SESSION_HINT_COOKIE, '1', { ...this.hintAttributes, maxAge });
  }

  clear(res: Response): void {
    res.clearCookie(this.name, this.attributes);
    res.clearCookie(SESSION_HINT_COOKIE, this.hintAttributes);
  }

  read(req: Request): string | null {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[this.name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }

  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<object>(token, sessionTokenChecks(this.config));
      return hasSessionClaims(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}
