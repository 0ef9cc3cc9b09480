import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, Messages } from '@typing/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(headers: Request['headers'], appOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  return origin !== undefined && origin !== appOrigin;
}

/** Express routes ignore case and a trailing slash, so a path list must too, or `/api/auth/Logout/` slips past. */
export function routePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** CSRF defence: a state-changing request a browser marks as cross-site is refused; `stateChangingGets` count as POSTs. */
export function rejectCrossSite(appOrigin: string, stateChangingGets: string[] = []) {
  const unsafeGets = new Set(stateChangingGets.map(routePath));
  const isSafe = (req: Request) => SAFE_METHODS.has(req.method) && !unsafeGets.has(routePath(req.path));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isSafe(req) || !isCrossSite(req.headers, appOrigin)) return next();
    res.status(403).json({ status: 403, code: ErrorCode.CrossSiteRequest, message: Messages.crossSite });
  };
}
