import { ResultCap } from './result-cap';

describe('ResultCap', () => {
  test('a member never counted here, or counted more than a batch below the cap, has room without a limit', () => {
    const cap = new ResultCap(1000, 10);
    expect(cap.room('new')).toBe(Infinity);
    cap.counted('far', 989);
    expect(cap.room('far')).toBe(Infinity);
  });

  test('within a batch of the cap, the room is what is left, and none at or past it', () => {
    const cap = new ResultCap(1000, 10);
    cap.counted('near', 990);
    expect(cap.room('near')).toBe(10);
    cap.counted('near', 1000);
    expect(cap.room('near')).toBe(0);
    cap.counted('near', 1003); // another replica's saves overshot it
    expect(cap.room('near')).toBe(0);
  });

  test('a deleted member starts again', () => {
    const cap = new ResultCap(1000, 10);
    cap.counted('gone', 1000);
    cap.forget('gone');
    expect(cap.room('gone')).toBe(Infinity);
  });
});
