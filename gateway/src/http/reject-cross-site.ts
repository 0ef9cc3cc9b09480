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
 * CSRF defence for cookie sessions: a state-changing request that a browser marks as coming
 * from another site (Fetch Metadata, else Origin) is refused. Requests without those headers
 * are not from a browser page and carry no ambient cookies an attacker could borrow.
 */
export function rejectCrossSite(appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req.headers, appOrigin)) return next();
    res.status(403).json({ status: 403, code: ErrorCode.CrossSiteRequest, message: Messages.crossSite });
  };
}
