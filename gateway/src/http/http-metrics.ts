import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from '@typing/service-kit';

/** Paths no route matched (scanners, typos) share one label, so they cannot blow up the series count. */
const UNMATCHED = 'unmatched';

/** Records every HTTP request's latency by method, route pattern (not the raw URL) and status. */
export function recordHttpMetrics(metrics: AppMetrics) {
  const requests = metrics.histogram('http_request_duration_seconds', 'Time to answer an HTTP request', [
    'method',
    'route',
    'status',
  ]);
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = requests.startTimer();
    // 'close' comes after 'finish', and also when the client went away first.
    res.once('close', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? UNMATCHED;
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
