/** The browser-safe part of the contracts: no decorators, no Node modules. */
export * from './errors';
export * from './limits';
export * from './account';
export * from './results';
export * from './billing';
