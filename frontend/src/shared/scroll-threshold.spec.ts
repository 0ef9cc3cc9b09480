import { describe, expect, it } from '@jest/globals';
import { isScrolledPast, TOP_BAR_SCROLL_THRESHOLD, watchScrollThreshold, type ScrollSource } from './scroll-threshold';

/** A window stand-in whose scroll position the test moves, firing 'scroll' like a browser. */
function fakeWindow(scrollY = 0) {
  const listeners = new Set<() => void>();
  const options: AddEventListenerOptions[] = [];
  const source: ScrollSource & { scrollY: number; scrollTo(y: number): void } = {
    scrollY,
    addEventListener: (_type, listener, opts) => {
      listeners.add(listener);
      options.push(opts);
    },
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    scrollTo(y) {
      this.scrollY = y;
      listeners.forEach((listener) => listener());
    },
  };
  return { source, listeners, options };
}

describe('isScrolledPast (spec §9: top bar threshold 20 px)', () => {
  it('is 20 px', () => {
    expect(TOP_BAR_SCROLL_THRESHOLD).toBe(20);
  });

  it('is false up to and including the threshold, true beyond it', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(19.5)).toBe(false);
    expect(isScrolledPast(20)).toBe(false);
    expect(isScrolledPast(20.5)).toBe(true);
    expect(isScrolledPast(21)).toBe(true);
    expect(isScrolledPast(5000)).toBe(true);
  });

  it('treats overscroll (negative positions) as the top', () => {
    expect(isScrolledPast(-40)).toBe(false);
  });

  it('takes another threshold', () => {
    expect(isScrolledPast(50, 100)).toBe(false);
    expect(isScrolledPast(101, 100)).toBe(true);
  });
});

describe('watchScrollThreshold', () => {
  it('listens passively and reports only crossings, in both directions', () => {
    const { source, options } = fakeWindow(0);
    const changes: boolean[] = [];
    watchScrollThreshold(source, 20, (past) => changes.push(past));
    expect(options).toEqual([{ passive: true }]);

    for (const y of [1, 5, 10, 20]) source.scrollTo(y);
    expect(changes).toEqual([]);

    for (const y of [21, 40, 300, 25]) source.scrollTo(y);
    expect(changes).toEqual([true]);

    for (const y of [20, 3, 0]) source.scrollTo(y);
    expect(changes).toEqual([true, false]);

    source.scrollTo(500);
    expect(changes).toEqual([true, false, true]);
  });

  it('starts from the current position: a page opened scrolled down reports only the way back up', () => {
    const { source } = fakeWindow(800);
    const changes: boolean[] = [];
    watchScrollThreshold(source, 20, (past) => changes.push(past));
    source.scrollTo(600);
    expect(changes).toEqual([]);
    source.scrollTo(0);
    expect(changes).toEqual([false]);
  });

  it('stops listening after unsubscribing', () => {
    const { source, listeners } = fakeWindow(0);
    const changes: boolean[] = [];
    const unsubscribe = watchScrollThreshold(source, 20, (past) => changes.push(past));
    expect(listeners.size).toBe(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
    source.scrollTo(100);
    expect(changes).toEqual([]);
  });
});
