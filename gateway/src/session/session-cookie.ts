import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SESSION_HINT_COOKIE, type SessionGrant } from '@typing/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { GatewayConfig } from '../config';

/** The claims of a session token: who (`sub`) and which server-side session (`sid`). */
export interface SessionClaims {
  sub: string;
  sid: string;
  iat?: number;
  exp?: number;
}

/** The only algorithm a session token may use: an `alg: none` or RS/ES token is refused. */
export const SESSION_JWT_ALGORITHMS = ['HS256' as const];

/**
 * What a session token is for (`aud`) and who issued it (`iss`, the site's origin): both required,
 * so a token signed with the same key for anything else, or by another deployment sharing it, is
 * not a session here.
 */
export const SESSION_JWT_AUDIENCE = 'typing-session';
export const sessionTokenChecks = (config: Pick<GatewayConfig, 'APP_ORIGIN'>) => ({
  algorithms: SESSION_JWT_ALGORITHMS,
  audience: SESSION_JWT_AUDIENCE,
  issuer: config.APP_ORIGIN,
});

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** True when verified claims name a user and a session the way the auth service issues them, and an end. */
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

/** The cookie's name: `__Host-` in production, so it is Secure, host-only and for the whole path. */
export function sessionCookieName(nodeEnv: string): string {
  return nodeEnv === 'production' ? '__Host-session' : 'session';
}

/**
 * The session cookie: a JWT (HS256) naming the user and the server-side session, HttpOnly,
 * SameSite=Lax, Path=/ (Secure and `__Host-` in production), living as long as the session.
 * Beside it, always set and cleared with it, the readable hint cookie `signed-in=1` (no secret:
 * it only tells a new tab that asking GET /api/auth/me is worth a request).
 */
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

  /** Signs the grant and sets the cookie; it expires with the session (never past SESSION_TTL_HOURS). */
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

  /** The raw token the browser sent, if any (cookie-parser has read the header). */
  read(req: Request): string | null {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[this.name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }

  /** The claims of a token that is ours and unexpired, else null (no session lookup). */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<object>(token, sessionTokenChecks(this.config));
      return hasSessionClaims(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}
