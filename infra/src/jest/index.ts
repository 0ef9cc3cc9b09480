/** `@typing/infra/jest`: the e2e globalSetup, and what test files use to reach the stack their project's globalSetup started. */
export { default as globalSetupWithApps } from './global-setup-apps';
export { stackEnv, useTestStackEnv, readPublishedStack } from './stack-env';
export type { PublishedStack, TestStackGlobals } from './stack-registry';
