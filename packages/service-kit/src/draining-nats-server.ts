import { type NatsOptions, ServerNats } from '@nestjs/microservices';
import { setTimeout as sleep } from 'node:timers/promises';

type NatsServerOptions = Required<NatsOptions>['options'];

/**
 * Nest's NATS server, leaving without dropping a request: its own graceful close *unsubscribes*,
 * and a request NATS had already handed to this replica is then thrown away (the caller waits for
 * its deadline: a 504 during a rolling restart). Here each subscription is *drained* instead —
 * nothing new arrives, everything already delivered reaches its handler — then the handlers get
 * `drainMs` to answer before the connection closes.
 */
export class DrainingNatsServer extends ServerNats {
  constructor(
    options: NatsServerOptions,
    private readonly drainMs: number,
  ) {
    super({ ...options, gracefulShutdown: false });
  }

  /**
   * The route of a subject. Nest first tries every subject as JSON (an object pattern), which for
   * a dotted subject such as `results.save` throws and catches a SyntaxError on every message: ≈ 2 %
   * of the results service's CPU per save (docs/decisions/results/cheaper-save.md). Only a subject
   * that can be JSON goes that way.
   */
  protected override getRouteFromPattern(pattern: string): string {
    return /^[[{"\d-]|^(true|false|null)$/.test(pattern)
      ? super.getRouteFromPattern(pattern)
      : this.normalizePattern(pattern);
  }

  override async close(): Promise<void> {
    // Nest keeps the subscriptions private; they are nats.js Subscription objects.
    const subscriptions = (Reflect.get(this, 'subscriptions') ?? []) as { drain(): Promise<void> }[];
    if (this.drainMs > 0 && subscriptions.length > 0) {
      await Promise.allSettled(subscriptions.map((subscription) => subscription.drain()));
      await sleep(this.drainMs);
    }
    await super.close();
  }
}
