export * from './ai-text.definition';
export { AiTextConfig } from './ai-text.config';
export * from './generator';
