import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * A gateway leaving without failing a request: on a stop signal it first reports
 * "not ready" (GET /api/health/ready answers 503) and keeps serving while load balancers take it
 * out, then waits for the requests in flight, and only then closes its server and NATS connection.
 */
@Injectable()
export class GatewayShutdown {
  private draining = false;
  private inFlight = 0;
  private readonly idle = new Set<() => void>();

  get ready(): boolean {
    return !this.draining;
  }

  /** Readiness goes false; requests still arriving are served. */
  startDraining(): void {
    this.draining = true;
  }

  /** Counts each HTTP request from its arrival until its response is done (or its client left). */
  readonly countRequests = (_req: Request, res: Response, next: NextFunction): void => {
    this.inFlight += 1;
    res.once('close', () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idle) resolve();
    });
    next();
  };

  /** Resolves once no request is in flight, or after `timeoutMs` however many are. */
  async settled(timeoutMs: number): Promise<number> {
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.idle.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        this.idle.add(done);
      });
    }
    return this.inFlight;
  }
}
