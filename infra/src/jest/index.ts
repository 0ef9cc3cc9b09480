/** `@typing/infra/jest`: what test files use to reach the stack their project's globalSetup started. */
export { stackEnv, useTestStackEnv, readPublishedStack } from './stack-env';
export type { PublishedStack, TestStackGlobals } from './stack-registry';
