import { exitAfterShutdownTimeout, loadConfigOrExit } from '@typing/service-kit';
import { Logger } from 'nestjs-pino';
import { createGatewayApp } from './app';
import { GatewayConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit('gateway', GatewayConfig);
  const app = await createGatewayApp(config);
  exitAfterShutdownTimeout('gateway', config.SHUTDOWN_TIMEOUT_MS);
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  app.get(Logger).log(`gateway listening on ${await app.getUrl()} (docs at /api/docs)`);
}

void main();
