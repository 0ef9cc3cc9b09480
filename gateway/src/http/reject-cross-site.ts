import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, Messages } from '@typing/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the browser says the request comes from a page of another origin than the app's. */
export function isCrossSite(headers: Request['headers'], appOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  return origin !== undefined && origin !== appOrigin;
}

/**
 * The path as the router matches it: Express routes ignore case and a trailing slash, so a
 * list of paths must too, or `/api/auth/Logout/` would slip past it.
 */
export function routePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks as coming
 * from another site (Fetch Metadata, else Origin) is refused. Requests without those headers
 * are not from a browser page and carry no ambient cookies an attacker could borrow.
 * `stateChangingGets` lists the GET routes that change state anyway (the spec's
 * `GET /api/auth/logout`): they are guarded like a POST.
 */
export function rejectCrossSite(appOrigin: string, stateChangingGets: string[] = []) {
  const unsafeGets = new Set(stateChangingGets.map(routePath));
  const isSafe = (req: Request) => SAFE_METHODS.has(req.method) && !unsafeGets.has(routePath(req.path));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isSafe(req) || !isCrossSite(req.headers, appOrigin)) return next();
    res.status(403).json({ status: 403, code: ErrorCode.CrossSiteRequest, message: Messages.crossSite });
  };
}
