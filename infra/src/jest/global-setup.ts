import type { Config } from '@jest/types';
import { setupTestStack, type TestStackGlobals } from './stack-registry';

/**
 * Jest globalSetup: starts a project's test stack (`globals: { testStack: { apps: true } }`; default servers only).
 * Jest runs a globalSetup file once per run: a project needing another stack needs its own (e2e/global-setup.ts).
 */
export default async function globalSetup(
  _globalConfig: Config.GlobalConfig,
  projectConfig: Config.ProjectConfig,
): Promise<void> {
  await setupTestStack((projectConfig.globals.testStack ?? {}) as TestStackGlobals);
}
