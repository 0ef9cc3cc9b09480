import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, Messages } from '@typing/contracts';
import { routePath } from './reject-cross-site';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Writes with a body must be JSON (multipart where opted in): others reach validation as {} ("missing fields"). */
export function requireJson(multipartPaths: string[] = []) {
  const multipart = new Set(multipartPaths.map(routePath));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!WITH_BODY.has(req.method) || !hasBody(req) || req.is('application/json')) return next();
    if (multipart.has(routePath(req.path)) && req.is('multipart/form-data')) return next();
    res.status(415).json({ status: 415, code: ErrorCode.UnsupportedMediaType, message: Messages.jsonOnly });
  };
}
