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

/** Latency buckets (seconds) from a cache hit to a slow database write. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's Prometheus registry: Node's process metrics, NATS reconnects, and request latency
 * (a histogram's `_count` is the request count). A registry per app rather than prom-client's
 * global one, so several apps can run in one process (the integration tests do).
 */
export class AppMetrics {
  readonly registry = new Registry();
  /** Times this app's NATS connection came back after a loss. */
  readonly natsReconnects: Counter<'connection'>;
  /** NATS requests this app answered, by subject and outcome (ok, or the error's status). */
  readonly rpcServed: Histogram<'subject' | 'outcome'>;
  /** NATS requests this app sent, by subject and outcome (ok, timeout, the answer's status, or error). */
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

  /** A histogram for this app's own latencies (e.g. the gateway's HTTP routes). */
  histogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }
}

/** The outcome label of a failed request: the status of its `{ status, code, message }` body, else "error". */
export function outcomeOf(error: unknown): string {
  const body = error instanceof RpcException ? error.getError() : error;
  const status = (body as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? String(status) : 'error';
}

export const METRICS_SERVER_OPTIONS = Symbol('METRICS_SERVER_OPTIONS');
export interface MetricsServerOptions {
  host: string;
  /** 0 picks a free port (tests read it back from `port`). */
  port: number;
}

/**
 * Serves GET /metrics on its own port, apart from any public port: Prometheus scrapes it
 * inside the cluster (pod annotations), the ingress never routes to it.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: AppMetrics,
    @Inject(METRICS_SERVER_OPTIONS) private readonly options: MetricsServerOptions,
  ) {}

  /** The port it listens on (after bootstrap). */
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

/** Every app's metrics: its registry (injectable as `AppMetrics`) and the server that exposes it. */
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
