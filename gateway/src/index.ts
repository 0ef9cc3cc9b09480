export { createGatewayApp } from './app';
export { GatewayConfig } from './config';
