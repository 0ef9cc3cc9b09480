export * from './ai-text.definition';
