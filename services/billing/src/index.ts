export * from './billing.definition';
