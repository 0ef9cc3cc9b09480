import { decodeKeyLog } from '../key-log';
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
});
