/** Helpers for tests and benchmarks (`@typing/typing-core/testing`): typed results and scripted keys, never app code. */
export { humanGaps, typedSteadily, typedWithGaps, type SteadyTypingOptions } from './steady-typing';
export { keysFor } from './timed-keys';
export { KEYSTROKE_LOGS, timedKeys, type KeystrokeLog } from './keystroke-logs.fixture';
