import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** On a stop signal: report not ready while load balancers take it out, wait for requests in flight, then close. */
@Injectable()
export class GatewayShutdown {
  private draining = false;
  private inFlight = 0;
  private readonly idle = new Set<() => void>();

  get ready(): boolean {
    return !this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  readonly countRequests = (_req: Request, res: Response, next: NextFunction): void => {
    this.inFlight += 1;
    res.once('close', () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idle) resolve();
    });
    next();
  };

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
