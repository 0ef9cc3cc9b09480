import type { Config } from '@jest/types';
import { setupTestStack, type TestStackGlobals } from './stack-registry';

/**
 * Jest globalSetup: starts the test stack for a project. The project chooses what it needs with
 * `globals: { testStack: { apps: true } }` (default: servers only) and lists
 * infra/src/jest/global-teardown.ts as globalTeardown; test files read the stack with stack-env.ts.
 *
 * Jest runs each globalSetup *file* once per run, with the first project that names it. When two
 * projects that need different stacks run together, point the one needing the apps at
 * a globalSetup of its own that calls setupTestStack (as e2e/global-setup.ts does; stack-env.ts says so if it gets the wrong stack).
 */
export default async function globalSetup(
  _globalConfig: Config.GlobalConfig,
  projectConfig: Config.ProjectConfig,
): Promise<void> {
  await setupTestStack((projectConfig.globals.testStack ?? {}) as TestStackGlobals);
}
