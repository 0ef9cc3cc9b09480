import { appendTo, logToArray, type AppendLog } from './append-log';

describe('append log', () => {
  it('is empty as null', () => {
    expect(logToArray(null)).toEqual([]);
  });

  it('lists entries oldest first with their count', () => {
    const log = appendTo(appendTo(appendTo(null, 'a'), 'b'), 'c');
    expect(logToArray(log)).toEqual(['a', 'b', 'c']);
    expect(log?.size).toBe(3);
  });

  it('never changes an earlier log when a later one branches from it', () => {
    const base: AppendLog<number> = appendTo(null, 1);
    const left = appendTo(base, 2);
    const right = appendTo(base, 3);
    expect(logToArray(base)).toEqual([1]);
    expect(logToArray(left)).toEqual([1, 2]);
    expect(logToArray(right)).toEqual([1, 3]);
  });
});
