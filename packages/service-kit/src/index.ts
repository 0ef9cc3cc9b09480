export * from './config';
export * from './database';
export * from './deadline';
export * from './health';
export * from './logger';
export * from './rpc-errors';
export * from './run-service';
