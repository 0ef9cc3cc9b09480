export * from './results.definition';
