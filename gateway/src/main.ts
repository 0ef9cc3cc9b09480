import type { INestApplication } from '@nestjs/common';
import { exitAfterShutdownTimeout, loadConfigOrExit } from '@typing/service-kit';
import { Logger } from 'nestjs-pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGatewayApp } from './app';
import { GatewayConfig } from './config';
import { GatewayShutdown } from './health/shutdown';

/** A stop failing no request: go unready, serve while balancers drop us, finish, close (SHUTDOWN_TIMEOUT_MS). */
async function drainAndClose(app: INestApplication, config: GatewayConfig, signal: string): Promise<void> {
  const logger = app.get(Logger);
  const shutdown = app.get(GatewayShutdown);
  logger.log(`${signal}: not ready; serving ${config.SHUTDOWN_DRAIN_DELAY_MS} ms more while load balancers let go`);
  shutdown.startDraining();
  await sleep(config.SHUTDOWN_DRAIN_DELAY_MS);
  const left = await shutdown.settled(config.SHUTDOWN_TIMEOUT_MS);
  if (left > 0) logger.warn(`${left} request(s) still in flight at close`);
  await app.close();
  process.exit(0);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit('gateway', GatewayConfig);
  const app = await createGatewayApp(config);
  exitAfterShutdownTimeout('gateway', config.SHUTDOWN_TIMEOUT_MS);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void drainAndClose(app, config, signal));
  }
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  app.get(Logger).log(`gateway listening on ${await app.getUrl()} (docs at /api/docs)`);
}

void main();
