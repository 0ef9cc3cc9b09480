/** The zod schemas the browser's forms validate with (the same ones the gateway uses): lazy pages only. */
export * from './schema-kit';
export * from './contact';
export * from './account';
export * from './lessons';
export * from './community';
