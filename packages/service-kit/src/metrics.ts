import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A registry per app, not prom-client's global one, so several apps can run in one process (integration tests do). */
export class AppMetrics {
  readonly registry = new Registry();
  readonly natsReconnects: Counter<'connection'>;
  readonly rpcServed: Histogram<'subject' | 'outcome'>;
  readonly rpcSent: Histogram<'subject' | 'outcome'>;

  constructor(app: string) {
    this.registry.setDefaultLabels({ app });
    collectDefaultMetrics({ register: this.registry });
    this.natsReconnects = new Counter({
      name: 'nats_reconnects_total',
      help: 'NATS reconnections after a lost connection',
      labelNames: ['connection'],
      registers: [this.registry],
    });
    this.rpcServed = this.histogram(
      'rpc_server_duration_seconds',
      'Time to answer a NATS request, by subject and outcome',
      ['subject', 'outcome'],
    );
    this.rpcSent = this.histogram(
      'rpc_client_duration_seconds',
      'Time until a NATS request was answered, by subject and outcome',
      ['subject', 'outcome'],
    );
  }

  histogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }
}

export function outcomeOf(error: unknown): string {
  const body = error instanceof RpcException ? error.getError() : error;
  const status = (body as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? String(status) : 'error';
}

export const METRICS_SERVER_OPTIONS = Symbol('METRICS_SERVER_OPTIONS');
export interface MetricsServerOptions {
  host: string;
  port: number;
}

/** Its own port: Prometheus scrapes it inside the cluster, the ingress never routes to it. */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: AppMetrics,
    @Inject(METRICS_SERVER_OPTIONS) private readonly options: MetricsServerOptions,
  ) {}

  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
        res.writeHead(404).end();
        return;
      }
      this.metrics.registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => resolve());
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export function metricsModule(app: string, options: MetricsServerOptions): DynamicModule {
  @Global()
  @Module({})
  class MetricsModule {}
  return {
    module: MetricsModule,
    providers: [
      { provide: AppMetrics, useValue: new AppMetrics(app) },
      { provide: METRICS_SERVER_OPTIONS, useValue: options },
      MetricsServer,
    ],
    exports: [AppMetrics, MetricsServer],
  };
}
