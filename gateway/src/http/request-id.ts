import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOrNew, runWithRequestId } from '@typing/service-kit';

/**
 * Gives every request its id before anything else runs: the one a proxy in front sent (when it
 * looks like an id), else a new one. It is echoed in the response, put on every log line, and
 * carried to the services in NATS headers.
 */
export function assignRequestId(req: Request & { id?: string }, res: Response, next: NextFunction): void {
  const id = requestIdOrNew(req.headers[REQUEST_ID_HEADER]);
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  runWithRequestId(id, next);
}
