import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/** The global through which a journey's afterEach learns whether its test failed (failure-artifacts.ts). */
export const TEST_FAILED = '__journeyTestFailed';

/**
 * Node's test environment, plus what Jest's hooks cannot see: whether the running test (or one of
 * its beforeEach hooks) failed, so the journey's afterEach saves a trace and screenshot only then.
 * A timeout counts: Jest reports it as a failure of the test's function before afterEach runs.
 */
export default class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure' || (event.name === 'hook_failure' && event.hook.type === 'beforeEach'))
      this.global[TEST_FAILED] = true;
  }
}
