import { type NatsOptions, ServerNats } from '@nestjs/microservices';
import { setTimeout as sleep } from 'node:timers/promises';

type NatsServerOptions = Required<NatsOptions>['options'];

/** Drains rather than unsubscribes, which drops requests already delivered (504s in a rolling restart). */
export class DrainingNatsServer extends ServerNats {
  constructor(
    options: NatsServerOptions,
    private readonly drainMs: number,
  ) {
    super({ ...options, gracefulShutdown: false });
  }

  /** Nest parses each subject as JSON first, a SyntaxError per message (≈ 2 % of a save's CPU): only JSON-like do. */
  protected override getRouteFromPattern(pattern: string): string {
    return /^[[{"\d-]|^(true|false|null)$/.test(pattern)
      ? super.getRouteFromPattern(pattern)
      : this.normalizePattern(pattern);
  }

  override async close(): Promise<void> {
    const subscriptions = (Reflect.get(this, 'subscriptions') ?? []) as { drain(): Promise<void> }[];
    if (this.drainMs > 0 && subscriptions.length > 0) {
      await Promise.allSettled(subscriptions.map((subscription) => subscription.drain()));
      await sleep(this.drainMs);
    }
    await super.close();
  }
}
