export * from './mailer.definition';
