import type { HealthProbe } from '@typing/service-kit';

/** The mail queue's own health probe (from service-kit), asked before work that must end in a mail. */
export class QueueHealth {
  constructor(private readonly probes: HealthProbe[]) {}

  async isUp(): Promise<boolean> {
    try {
      for (const probe of this.probes) if (!(await probe.check())) return false;
      return true;
    } catch {
      return false;
    }
  }
}
