import { DEFAULT_TEST_DURATION, isTestDuration } from './constants';

test('the default duration is one of the offered durations', () => {
  expect(isTestDuration(DEFAULT_TEST_DURATION)).toBe(true);
});

test('only 30, 60 and 120 seconds are durations', () => {
  expect([30, 60, 120].every(isTestDuration)).toBe(true);
  expect([0, 45, 90, 121].some(isTestDuration)).toBe(false);
});
