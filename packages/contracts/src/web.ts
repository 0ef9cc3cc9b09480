/**
 * What every page of the browser may import: messages, error codes, limits (plain data), and the
 * contracts' types — types only, so no zod reaches `/`'s bundle. Forms that validate with the
 * schemas themselves import `@typing/contracts/forms` (lazy pages only).
 */
export * from './errors';
export * from './count-format';
export * from './limits';
export * from './board-limits';
export type * from './contact';
export type * from './account';
export type * from './site';
export type * from './preferences';
export type * from './results';
export type * from './lessons';
export type * from './lesson-saves';
export type * from './billing';
export type * from './passages';
export type * from './exam-passages';
export type * from './exams';
export type * from './community';
export type * from './leaderboards';
export * from './ranked-tests';
export type { ParseOutcome } from './schema-kit';
