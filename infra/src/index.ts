/** `@typing/infra`: the local stack's building blocks (servers, apps, test stack, waiting, ports). */
export {
  APP_NAMES,
  NODE_APP_NAMES,
  SERVICE_NAMES,
  startApps,
  waitForHealthy,
  type AppName,
  type Apps,
  type HealthReport,
  type NodeAppName,
  type StartAppsOptions,
} from './apps';
export {
  appEnv,
  defaultEnv,
  serverEnv,
  type AppEnv,
  type AppPorts,
  type Env,
  type S3Settings,
  type ServerEnv,
  type ServerPorts,
  type StackEnv,
} from './env';
export { freePort, freePorts, isPortFree } from './ports';
export { sampleValue, scrapeMetrics } from './prometheus-text';
export { buildFrontend, startProductionWeb, type ProductionWeb } from './production-web';
export { SERVER_NAMES, startServers, type ServerName, type Servers, type StartServersOptions } from './servers';
export { startTestStack, type TestStack, type TestStackOptions } from './test-stack';
export { httpProbe, pollUntil, tcpProbe, type PollOptions, type Probe } from './wait';
