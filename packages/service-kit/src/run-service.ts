import 'reflect-metadata';
import { type DynamicModule, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { queueGroup, type ServiceName } from '@typing/contracts';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig, type ServiceConfig } from './config';
import { databaseModule } from './database';
import { HealthReporter, healthController } from './health';
import { loggerModule } from './logger';
import { rpcValidationPipe } from './rpc-errors';

export interface ServiceDefinition<C extends ServiceConfig> {
  name: ServiceName;
  config: new () => C;
  /** The service's own module, built from its validated config. */
  feature: (config: C) => DynamicModule;
}

/** The root every service shares: logging, its database, its health subject, then its feature. */
export function serviceRootModule<C extends ServiceConfig>(def: ServiceDefinition<C>, config: C): DynamicModule {
  @Module({})
  class ServiceRootModule {}
  return {
    module: ServiceRootModule,
    imports: [
      loggerModule(def.name, config.LOG_LEVEL, config.NODE_ENV === 'development'),
      databaseModule(def.name, config),
      def.feature(config),
    ],
    controllers: [healthController(def.name)],
    providers: [HealthReporter],
  };
}

export function natsOptions(name: ServiceName, natsUrl: string, drainMs: number): MicroserviceOptions {
  // One queue group per service: replicas share requests, each handled once.
  // Reconnect forever: a restarted NATS must not leave a service silently detached.
  return {
    transport: Transport.NATS,
    options: {
      servers: [natsUrl],
      queue: queueGroup(name),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // On SIGTERM: unsubscribe, give in-flight handlers time to answer, then close.
      gracefulShutdown: drainMs > 0,
      gracePeriod: drainMs,
    },
  };
}

/** A configured service, not yet listening (tests boot services in-process with it). */
export async function createService<C extends ServiceConfig>(
  def: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> {
  const config = loadConfig(def.config, env);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(serviceRootModule(def, config), {
    ...natsOptions(def.name, config.NATS_URL, config.NATS_DRAIN_MS),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(rpcValidationPipe());
  return app;
}

/** Boots a service over NATS; a bad environment stops it before anything connects. */
export async function runService<C extends ServiceConfig>(def: ServiceDefinition<C>): Promise<void> {
  let app: INestMicroservice;
  try {
    app = await createService(def);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${def.name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  app.enableShutdownHooks();
  await app.listen();
  app.get(Logger).log(`${def.name} service listening on NATS (queue ${queueGroup(def.name)})`);
}
