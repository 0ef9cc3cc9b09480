import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOrNew, runWithRequestId } from '@typing/service-kit';

/** Every request's id, first: a proxy's if id-like, else new; echoed, logged, and sent to services in NATS headers. */
export function assignRequestId(req: Request & { id?: string }, res: Response, next: NextFunction): void {
  const id = requestIdOrNew(req.headers[REQUEST_ID_HEADER]);
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  runWithRequestId(id, next);
}
