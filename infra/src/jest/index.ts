/** `@typing/infra/jest`: what the e2e globalSetup calls, and what test files use to reach the stack their project's globalSetup started. */
export { default as globalTeardown } from './global-teardown';
export { queuedJobData } from './queued-jobs';
export { setupTestStack } from './stack-registry';
export { stackEnv, useTestStackEnv, readPublishedStack } from './stack-env';
export type { PublishedStack, TestStackGlobals } from './stack-registry';
