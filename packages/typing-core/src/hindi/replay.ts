import {
  replayedFigures,
  testOfResult,
  type ReplayableResult,
  type ReplayedFigures,
} from '../verification/key-log-check';
import { applyEditPress } from '../engine/edit-press';
import { KEY_BACKSPACE, KEY_ENTER } from '../engine/keys';
import { applyKey, type TimedKey } from '../engine/typing-test';
import { HindiKeyTyping } from './hindi-test';
import { physicalKeyOfLogChar } from './key-log-chars';
import { hindiLayouts } from './layouts/all';

/** Backspace undoes one key, Enter ends the test; null when a logged key types nothing there or the test never ends. */
export function replayHindiKeyLog(result: ReplayableResult, keys: readonly TimedKey[]): ReplayedFigures | null {
  if (result.layout === undefined) return null;
  let state = testOfResult(result);
  const typing = new HindiKeyTyping(hindiLayouts[result.layout], result.sampleText, result.typingOrder);
  for (const { key, atMs } of keys) {
    if (state.status === 'complete') break;
    if (key === KEY_ENTER) {
      state = applyKey(state, key, atMs);
      continue;
    }
    const physical = key === KEY_BACKSPACE ? null : physicalKeyOfLogChar(key);
    if (key !== KEY_BACKSPACE && !physical) return null;
    const press = physical ? typing.press(physical) : typing.backspace();
    if (press) state = applyEditPress(state, press, atMs);
    else if (physical) return null;
  }
  return replayedFigures(state);
}
