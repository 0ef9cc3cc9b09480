export * from './ai-text.definition';
export * from './generator';
