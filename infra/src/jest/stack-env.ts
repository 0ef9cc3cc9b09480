import fs from 'node:fs';
import type { StackEnv } from '../env';
import { stackFileVar, type PublishedStack, type TestStackGlobals } from './stack-registry';

/** This project's stack env (URLs, ports, credentials; with apps GATEWAY_PORT, APP_ORIGIN), per its Jest `globals`. */
export function stackEnv(): StackEnv {
  return readPublishedStack().env;
}

/** Copies the stack's env into process.env, for code that reads its config from there. */
export function useTestStackEnv(): StackEnv {
  const env = stackEnv();
  Object.assign(process.env, env);
  return env;
}

export function readPublishedStack(): PublishedStack {
  const wantsApps = Boolean((globalThis as { testStack?: TestStackGlobals }).testStack?.apps);
  // A stack with apps has every server too, so it also serves a servers-only project.
  const file = wantsApps
    ? process.env[stackFileVar(true)]
    : (process.env[stackFileVar(false)] ?? process.env[stackFileVar(true)]);
  if (!file) {
    throw new Error(
      wantsApps && process.env.TEST_STACK_FILE
        ? 'This Jest project needs the apps, but the stack was started without them (Jest ran one globalSetup for several projects): give it a globalSetup that calls setupTestStack({ apps: true }), as e2e/global-setup.ts does.'
        : 'No test stack: add globalSetup infra/src/jest/global-setup.ts and globalTeardown infra/src/jest/global-teardown.ts to this Jest project.',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedStack;
}
