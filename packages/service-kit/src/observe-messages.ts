import type { PreRequestHook } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { type AppMetrics, outcomeOf } from './metrics';
import { requestIdOfMessage, runWithRequestId } from './request-id';

/** The handler and all it starts run under the message's request id. */
export function observeMessages(metrics: AppMetrics): PreRequestHook {
  return (context, next) =>
    new Observable((subscriber) => {
      const subject = context.switchToRpc().getContext<NatsContext>().getSubject();
      const done = metrics.rpcServed.startTimer({ subject });
      return runWithRequestId(requestIdOfMessage(context), () =>
        next().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            done({ outcome: outcomeOf(error) });
            subscriber.error(error);
          },
          complete: () => {
            done({ outcome: 'ok' });
            subscriber.complete();
          },
        }),
      );
    });
}
