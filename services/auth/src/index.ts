export * from './auth.definition';
