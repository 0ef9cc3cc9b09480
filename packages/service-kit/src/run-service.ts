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
  feature: (config: C) => DynamicModule;
}

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

export function natsServer(name: ServiceName, settings: NatsSettings, drainMs: number): DrainingNatsServer {
  // Reconnect forever: a restarted NATS must not leave a service silently detached.
  return new DrainingNatsServer(
    { ...natsConnectOptions(settings), queue: queueGroup(name), maxReconnectAttempts: -1, reconnectTimeWait: 500 },
    drainMs,
  );
}

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

export async function runService<C extends ServiceConfig>(def: ServiceDefinition<C>): Promise<void> {
  const config = loadConfigOrExit(def.name, def.config);
  const app = await createConfiguredService(def, config);
  app.enableShutdownHooks();
  exitAfterShutdownTimeout(def.name, config.SHUTDOWN_TIMEOUT_MS);
  await app.listen();
  app.get(Logger).log(`${def.name} service listening on NATS (queue ${queueGroup(def.name)})`);
}
