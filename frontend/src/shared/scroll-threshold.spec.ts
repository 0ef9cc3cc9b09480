import { describe, expect, it } from '@jest/globals';
import { isScrolledPast, TOP_BAR_SCROLL_THRESHOLD, watchScrollThreshold, type ScrollSource } from './scroll-threshold';

/** A window stand-in whose scroll position the test moves, firing 'scroll' like a browser. */
function fakeWindow(scrollY = 0) {
  const listeners = new Set<() => void>();
  const options: AddEventListenerOptions[] = [];
  const frames = new Map<number, () => void>();
  const source: ScrollSource & { scrollY: number; scrollTo(y: number): void; nextFrame(): void } = {
    scrollY,
    addEventListener: (_type, listener, opts) => {
      listeners.add(listener);
      options.push(opts);
    },
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    requestAnimationFrame: (callback) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    },
    cancelAnimationFrame: (handle) => void frames.delete(handle),
    scrollTo(y) {
      this.scrollY = y;
      listeners.forEach((listener) => listener());
    },
    nextFrame() {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback());
    },
  };
  return { source, listeners, options, frames };
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
    watchScrollThreshold(source, 20, false, (past) => changes.push(past));
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

  it('reads the position first on the next frame, and reports it only if it differs from the assumed answer', () => {
    const { source } = fakeWindow(800);
    const changes: boolean[] = [];
    watchScrollThreshold(source, 20, false, (past) => changes.push(past));
    expect(changes).toEqual([]);
    source.nextFrame();
    expect(changes).toEqual([true]);
    source.scrollTo(600);
    source.scrollTo(0);
    expect(changes).toEqual([true, false]);

    const atTop = fakeWindow(0);
    const none: boolean[] = [];
    watchScrollThreshold(atTop.source, 20, false, (past) => none.push(past));
    atTop.source.nextFrame();
    expect(none).toEqual([]);
  });

  it('stops listening after unsubscribing', () => {
    const { source, listeners, frames } = fakeWindow(0);
    const changes: boolean[] = [];
    const unsubscribe = watchScrollThreshold(source, 20, false, (past) => changes.push(past));
    expect(listeners.size).toBe(1);
    unsubscribe();
    expect(listeners.size).toBe(0);
    expect(frames.size).toBe(0);
    source.scrollTo(100);
    expect(changes).toEqual([]);
  });
});
