import { describe, expect, it } from '@jest/globals';
import { documentEntryKey, type EntryHistory } from './scroll-key';

/** A history stand-in holding one entry's state, as `replaceState` leaves it. */
function fakeHistory(state: unknown = null): EntryHistory & { state: unknown } {
  return {
    state,
    replaceState(next: unknown) {
      this.state = next;
    },
  };
}

describe('documentEntryKey', () => {
  it('gives an entry opened anew a key of its own and keeps the router state beside it', () => {
    const history = fakeHistory({ idx: 0 });
    const key = documentEntryKey(history);
    expect(key).toMatch(/^entry-/);
    expect(history.state).toEqual({ idx: 0, scrollKey: key });
  });

  it('finds the same key again when the entry is reloaded or returned to', () => {
    const history = fakeHistory();
    const key = documentEntryKey(history);
    expect(documentEntryKey(fakeHistory(history.state))).toBe(key);
  });

  it("never gives two pages opened anew the same key, so neither inherits the other's scroll", () => {
    expect(documentEntryKey(fakeHistory())).not.toBe(documentEntryKey(fakeHistory()));
  });
});
