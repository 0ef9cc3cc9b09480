import { describe, expect, test } from '@jest/globals';
import { boardFromSearch, boardSearch, placeSentence } from './leaderboard-view';

describe('boardFromSearch', () => {
  test('reads the board from the address', () => {
    expect(boardFromSearch(new URLSearchParams('kind=words-25&period=daily&page=3'))).toEqual({
      kind: 'words-25',
      period: 'daily',
      page: 3,
    });
  });

  test('anything unknown falls back to the 60-second all-time board, page 1', () => {
    expect(boardFromSearch(new URLSearchParams('kind=zen&period=weekly&page=21'))).toEqual({
      kind: 'time-60',
      period: 'all-time',
      page: 1,
    });
    expect(boardFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});

describe('boardSearch', () => {
  test('writes the address boardFromSearch reads back', () => {
    const board = { kind: 'time-30', period: 'daily', page: 7 } as const;
    expect(boardSearch(board).toString()).toBe('kind=time-30&period=daily&page=7');
    expect(boardFromSearch(boardSearch(board))).toEqual(board);
  });
});

describe('placeSentence', () => {
  test('not appearing, no result, first place, behind by WPM, by accuracy', () => {
    expect(placeSentence({ listed: false, place: null })).toMatch(/chose to appear publicly/);
    expect(placeSentence({ listed: true, place: null })).toMatch(/no ranked result/);
    expect(placeSentence({ listed: true, place: { rank: 1, netWpm: 88, wpm: 90, accuracy: 98, next: null } })).toBe(
      'You are #1 with 88 net WPM at 98 %. Nobody is ahead of you.',
    );
    expect(
      placeSentence({
        listed: true,
        place: {
          rank: 1204,
          netWpm: 58,
          wpm: 60,
          accuracy: 95,
          next: { rank: 1203, wpmBehind: 2, accuracyBehind: -1 },
        },
      }),
    ).toBe('You are #1,204 with 58 net WPM at 95 %. #1,203 is 2 net WPM ahead.');
    expect(
      placeSentence({
        listed: true,
        place: { rank: 5, netWpm: 58, wpm: 60, accuracy: 95, next: { rank: 4, wpmBehind: 0, accuracyBehind: 3 } },
      }),
    ).toMatch(/#4 is 3 accuracy points ahead/);
  });
});
