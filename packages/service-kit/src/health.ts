import { Controller, Inject, Injectable, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectConnection } from '@nestjs/mongoose';
import { healthSubject, type ServiceHealth, type ServiceName, type UpDown } from '@typing/contracts';
import type { Connection } from 'mongoose';
import { withDeadline } from './deadline';

export interface HealthProbe {
  name: string;
  check(): Promise<boolean>;
}
export const HEALTH_PROBES = Symbol('HEALTH_PROBES');

const PROBE_TIMEOUT_MS = 1000;

async function within(check: () => Promise<unknown>): Promise<UpDown> {
  try {
    const result = await withDeadline(check(), PROBE_TIMEOUT_MS, 'probe timed out');
    return result === false ? 'down' : 'up';
  } catch {
    return 'down';
  }
}

@Injectable()
export class HealthReporter {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Optional() @Inject(HEALTH_PROBES) private readonly probes: HealthProbe[] = [],
  ) {}

  async report(service: ServiceName): Promise<ServiceHealth> {
    const database = await within(async () => this.connection.db?.admin().ping());
    const details: Record<string, UpDown> = {};
    for (const probe of this.probes ?? []) details[probe.name] = await within(() => probe.check());
    const allUp = database === 'up' && Object.values(details).every((s) => s === 'up');
    return { service, status: allUp ? 'up' : 'down', database, details };
  }
}

export function healthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly reporter: HealthReporter) {}

    @MessagePattern(healthSubject(service))
    health(): Promise<ServiceHealth> {
      return this.reporter.report(service);
    }
  }
  return HealthController;
}
