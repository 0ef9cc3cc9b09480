import { decodeKeyLog, encodeKeyLog } from '../verification/key-log-encoding';
import { replayExamKeys, type ReplayRules } from './key-log';

const open: ReplayRules = { backspace: true, tabIndents: true, spaceBarStopsAtPassageWords: false, passageWords: 100 };

describe('replayExamKeys', () => {
  it('types characters, Tab and Enter, erases with Backspace, and counts every key', () => {
    const keys = decodeKeyLog('\ta.Ta.h5.x3.\b4.e6.\nk.n2.')!;
    expect(replayExamKeys(keys, open)).toEqual({ typed: '\tThe\nn', keyDepressions: 8, refused: 0, spanMs: 50 });
  });

  it("refuses what the profile's screen refuses, and still counts it", () => {
    const keys = decodeKeyLog('\ta.Ta.h5.x3.\b4.e6. k.n2. 3.o4. 5.')!;
    const strict = { backspace: false, tabIndents: false, spaceBarStopsAtPassageWords: true, passageWords: 2 };
    expect(replayExamKeys(keys, strict)).toMatchObject({ typed: 'Thxe n o', keyDepressions: 11, refused: 3 });
  });

  it('replays an empty log as nothing typed', () => {
    expect(replayExamKeys([], open)).toEqual({ typed: '', keyDepressions: 0, refused: 0, spanMs: 0 });
  });

  it('applies each key at its caret: typing mid-text, Delete, a selection replaced, arrows only counted', () => {
    // "Th e" → ArrowLeft ×2 (no edit) → type "x" at 1 ("Txh e") → Delete at 3 ("Txhe") → select 0..1, type "W".
    const keys = decodeKeyLog('T0.h1. 1.e1.\x002.\x002.x3:1.\x7f1:3.W2:0,1.')!;
    expect(replayExamKeys(keys, open)).toEqual({ typed: 'Wxhe', keyDepressions: 9, refused: 0, spanMs: 13 });
  });

  it('refuses a caret past the end of the answer, and restricted mode away from the end', () => {
    expect(replayExamKeys(decodeKeyLog('a0.b1:5.')!, open)).toMatchObject({ typed: 'a', refused: 1 });
    const restricted = { ...open, restricted: true, passage: 'ab' };
    expect(replayExamKeys(decodeKeyLog('b0:0.a1.b1.')!, restricted)).toMatchObject({ typed: 'ab', refused: 1 });
  });

  it('round-trips carets through the log text, and refuses a malformed caret', () => {
    const keys = [
      { key: 'a', atMs: 0 },
      { key: 'b', atMs: 40, caret: [0, 0] as const },
      { key: 'Delete', atMs: 90, caret: [1, 40] as const },
      { key: 'NoEdit', atMs: 95 },
    ];
    expect(decodeKeyLog(encodeKeyLog(keys))).toEqual(keys);
    for (const bad of ['a0:.', 'a0:1,.', 'a0:2,1.', 'a0:1,2,3.', 'a0,1.']) expect(decodeKeyLog(bad)).toBeNull();
  });
});
