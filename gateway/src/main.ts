import { ConfigError, loadConfig } from '@typing/service-kit';
import { Logger } from 'nestjs-pino';
import { createGatewayApp } from './app';
import { GatewayConfig } from './config';

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig(GatewayConfig);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[gateway] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createGatewayApp(config);
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  app.get(Logger).log(`gateway listening on ${await app.getUrl()} (docs at /api/docs)`);
}

void main();
