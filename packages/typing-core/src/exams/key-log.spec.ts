import { decodeKeyLog } from '../key-log';
import { replayExamKeys } from './key-log';

describe('replayExamKeys', () => {
  it('types characters, Tab and Enter, and erases with Backspace', () => {
    const keys = decodeKeyLog('\ta.Ta.h5.x3.\b4.e6.\nk.n2.')!;
    expect(replayExamKeys(keys)).toEqual({ typed: '\tThe\nn', backspaces: 1, spanMs: 10 + 5 + 3 + 4 + 6 + 20 + 2 });
  });

  it('replays an empty log as nothing typed', () => {
    expect(replayExamKeys([])).toEqual({ typed: '', backspaces: 0, spanMs: 0 });
  });
});
