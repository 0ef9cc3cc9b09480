import 'reflect-metadata';
import { type DynamicModule, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { queueGroup, type ServiceName } from '@typing/contracts';
import { Logger } from 'nestjs-pino';
import { type ConfigClass, ConfigError, loadConfig, type ServiceConfig } from './config';
import { databaseModule } from './database';
import { DependencyLossFilter } from './dependency-loss.filter';
import { DrainingNatsServer } from './draining-nats-server';
import { HealthReporter, healthController } from './health';
import { loggerModule } from './logger';
import { AppMetrics, metricsModule } from './metrics';
import { natsConnectOptions, type NatsSettings } from './nats-connection';
import { observeMessages } from './observe-messages';
import { rpcSchemaPipe } from './rpc-handler';

export interface ServiceDefinition<C extends ServiceConfig> {
  name: ServiceName;
  config: ConfigClass<C>;
  /** The service's own module, built from its validated config. */
  feature: (config: C) => DynamicModule;
}

/** The root every service shares: logging, metrics, its database, its health subject, then its feature. */
export function serviceRootModule<C extends ServiceConfig>(def: ServiceDefinition<C>, config: C): DynamicModule {
  @Module({})
  class ServiceRootModule {}
  return {
    module: ServiceRootModule,
    imports: [
      loggerModule(def.name, config.LOG_LEVEL, config.NODE_ENV === 'development'),
      metricsModule(def.name, { host: config.METRICS_HOST, port: config.METRICS_PORT }),
      databaseModule(def.name, config),
      def.feature(config),
    ],
    controllers: [healthController(def.name)],
    providers: [HealthReporter],
  };
}

/**
 * The NATS server every service runs, as the service's own user: one queue group per service,
 * reconnecting forever, draining on stop.
 */
export function natsServer(name: ServiceName, settings: NatsSettings, drainMs: number): DrainingNatsServer {
  // One queue group per service: replicas share requests, each handled once.
  // Reconnect forever: a restarted NATS must not leave a service silently detached.
  return new DrainingNatsServer(
    { ...natsConnectOptions(settings), queue: queueGroup(name), maxReconnectAttempts: -1, reconnectTimeWait: 500 },
    drainMs,
  );
}

/** A configured service, not yet listening (tests boot services in-process with it). */
export function createService<C extends ServiceConfig>(
  def: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> {
  return createConfiguredService(def, loadConfig(def.config, env));
}

async function createConfiguredService<C extends ServiceConfig>(
  def: ServiceDefinition<C>,
  config: C,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(serviceRootModule(def, config), {
    strategy: natsServer(def.name, config, config.NATS_DRAIN_MS),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(rpcSchemaPipe());
  app.useGlobalFilters(new DependencyLossFilter());
  const metrics = app.get(AppMetrics);
  app.registerPreRequestHook(observeMessages(metrics));
  app.on('reconnect', () => metrics.natsReconnects.inc({ connection: 'server' }));
  return app;
}

/** The app's validated config; a bad environment ends the process at once, listing every problem. */
export function loadConfigOrExit<C extends ConfigClass>(name: string, cls: C): InstanceType<C> {
  try {
    return loadConfig(cls);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Bounds a graceful shutdown: Nest closes the app on SIGTERM/SIGINT (enableShutdownHooks), and if
 * that has not finished within `timeoutMs` the process exits anyway, with code 1 and a line saying so.
 */
export function exitAfterShutdownTimeout(name: string, timeoutMs: number): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        console.error(`[${name}] shutdown did not finish within ${timeoutMs} ms; exiting`);
        process.exit(1);
      }, timeoutMs).unref();
    });
  }
}

/** Boots a service over NATS; a bad environment stops it before anything connects. */
export async function runService<C extends ServiceConfig>(def: ServiceDefinition<C>): Promise<void> {
  const config = loadConfigOrExit(def.name, def.config);
  const app = await createConfiguredService(def, config);
  app.enableShutdownHooks();
  exitAfterShutdownTimeout(def.name, config.SHUTDOWN_TIMEOUT_MS);
  await app.listen();
  app.get(Logger).log(`${def.name} service listening on NATS (queue ${queueGroup(def.name)})`);
}
