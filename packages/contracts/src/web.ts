/** The browser-safe part of the contracts: zod schemas and plain data, no decorators, no Node modules. */
export * from './schema-kit';
export * from './errors';
export * from './limits';
export * from './contact';
export * from './account';
export * from './results';
export * from './billing';
