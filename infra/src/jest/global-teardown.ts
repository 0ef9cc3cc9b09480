import { teardownTestStacks } from './stack-registry';

/** Jest globalTeardown: stops every stack the run's globalSetup files started and removes their folders. */
export default async function globalTeardown(): Promise<void> {
  await teardownTestStacks();
}
