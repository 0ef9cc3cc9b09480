import { keySequenceFor } from '../../hindi/key-sequence';
import type { HindiLayoutId } from '../../hindi/layout';
import { hindiLayouts } from '../../hindi/layouts/all';

const counters = new Map<HindiLayoutId, (text: string) => number>();

/** As the boards count them: each word's fewest presses in the layout's order; a space, tab or newline is one. */
export function hindiKeyCounter(layoutId: HindiLayoutId): (text: string) => number {
  const known = counters.get(layoutId);
  if (known) return known;
  const layout = hindiLayouts[layoutId];
  const keysOfWord = new Map<string, number>();
  const counter = (text: string) => {
    let count = 0;
    for (const part of text.normalize('NFC').split(/(\s)/u)) {
      if (part === '') continue;
      if (/^\s$/u.test(part)) {
        count += 1;
        continue;
      }
      let keys = keysOfWord.get(part);
      if (keys === undefined) {
        keys = keySequenceFor(layout, part)?.length ?? [...part].length;
        keysOfWord.set(part, keys);
      }
      count += keys;
    }
    return count;
  };
  counters.set(layoutId, counter);
  return counter;
}
