import { describe, expect, it } from '@jest/globals';
import { pagerItems } from './pagination';

describe('pagerItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps five pages around the current one, the first and the last, with gaps between', () => {
    expect(pagerItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  it('keeps the run of five at either end without a one-page gap', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pagerItems(5, 20)).toEqual([1, null, 3, 4, 5, 6, 7, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(17, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });
});
