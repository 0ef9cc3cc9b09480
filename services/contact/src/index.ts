export * from './contact.definition';
