// schema-kit first: it sets the messages every zod schema below reports.
export * from './schema-kit';
export * from './subjects';
export * from './errors';
export * from './health';
export * from './queue';
export * from './limits';
export * from './contact';
export * from './account';
export * from './site';
export * from './preferences';
export * from './results';
export * from './lessons';
export * from './community';
export * from './billing';
export * from './passages';
export * from './retention';
export * from './rpc';
