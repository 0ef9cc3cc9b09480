import fs from 'node:fs';
import path from 'node:path';
import type { StackEnv } from '../env';
import { startTestStack, type TestStack } from '../test-stack';

/** What globalSetup publishes for test files (JSON in the stack's folder). */
export interface PublishedStack {
  apps: boolean;
  dir: string;
  env: StackEnv;
}

/** The option a Jest project sets as `globals: { testStack: { apps: true } }`. */
export interface TestStackGlobals {
  apps?: boolean;
}

/** Names of the variables holding the published file, per kind of stack. */
export function stackFileVar(apps: boolean): string {
  return apps ? 'TEST_STACK_FILE_APPS' : 'TEST_STACK_FILE_SERVERS';
}

// globalSetup and globalTeardown run in Jest's main process: a global carries the stacks between them.
const registry = globalThis as typeof globalThis & { __typingTestStacks?: TestStack[] };

/** Starts a stack; its env file's path goes in process.env, which Jest workers inherit (the env may not arrive). */
export async function setupTestStack({ apps = false }: TestStackGlobals, webRoot?: string): Promise<void> {
  const stack = await startTestStack({ apps, webRoot });
  (registry.__typingTestStacks ??= []).push(stack);
  const file = path.join(stack.dir, 'stack.json');
  const published: PublishedStack = { apps, dir: stack.dir, env: stack.env };
  fs.writeFileSync(file, JSON.stringify(published, null, 2));
  process.env[stackFileVar(apps)] = file;
  process.env.TEST_STACK_FILE = file;
}

export async function teardownTestStacks(): Promise<void> {
  const stacks = registry.__typingTestStacks ?? [];
  registry.__typingTestStacks = [];
  await Promise.all(stacks.map((stack) => stack.stop()));
}
