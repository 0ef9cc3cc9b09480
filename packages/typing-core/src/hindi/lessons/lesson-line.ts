import type { KeyPress } from '../../engine/key-press';
import { HindiKeyEmulator } from '../emulator';
import { keySequenceFor } from '../key-sequence';
import type { HindiLayout, PhysicalKey, TypingOrder } from '../layout';
import { keyIdOf } from './key-id';

export const SPACE_KEY_ID = 'Space';

export interface HindiLessonLine {
  readonly text: string;
  readonly keys: readonly string[];
}

/** Each word's fewest presses (as lessons chose the words by); null when the layout cannot type a word. */
export function hindiLessonLine(text: string, layout: HindiLayout, order: TypingOrder): HindiLessonLine | null {
  const keys: string[] = [];
  for (const [i, word] of text.split(' ').entries()) {
    const sequence = keySequenceFor(layout, word, order);
    if (sequence === null) return null;
    if (i > 0) keys.push(SPACE_KEY_ID);
    keys.push(...sequence.map(keyIdOf));
  }
  return { text, keys };
}

export interface HindiLessonView {
  readonly typed: string;
  readonly hasWrongKey: boolean;
  readonly complete: boolean;
}

/** Logged as key ids so the English lesson rules count them; Backspace undoes one press, as exam software does. */
export class HindiLessonTyping {
  private readonly emulator: HindiKeyEmulator;
  private readonly pressedRight: boolean[] = [];
  private readonly log: KeyPress[] = [];
  private startedAt: number | null = null;
  private lastAt: number | null = null;

  constructor(
    readonly line: HindiLessonLine,
    layout: HindiLayout,
    order: TypingOrder,
  ) {
    this.emulator = new HindiKeyEmulator(layout, { order });
  }

  /** Ignored when the layout has nothing on that key and layer, or the line is done. */
  press(key: PhysicalKey, now: number): boolean {
    if (this.complete || this.emulator.press(key) === null) return false;
    const expected = this.line.keys[this.pressedRight.length] ?? '';
    const typed = keyIdOf(key);
    this.pressedRight.push(typed === expected);
    this.record(expected, typed, now);
    return true;
  }

  backspace(now: number): boolean {
    if (this.complete || this.emulator.backspace() === null) return false;
    this.pressedRight.pop();
    this.lastAt = now;
    return true;
  }

  get nextKey(): string | null {
    return this.complete ? null : (this.line.keys[this.pressedRight.length] ?? null);
  }

  get complete(): boolean {
    return this.emulator.text === this.line.text;
  }

  get view(): HindiLessonView {
    return { typed: this.emulator.text, hasWrongKey: this.pressedRight.includes(false), complete: this.complete };
  }

  get presses(): readonly KeyPress[] {
    return this.log;
  }

  private record(expected: string, typed: string, now: number): void {
    this.startedAt ??= now;
    this.log.push({
      expected,
      typed,
      atOffsetMs: now - this.startedAt,
      intervalMs: this.lastAt === null ? null : now - this.lastAt,
    });
    this.lastAt = now;
  }
}

export type ClusterState = 'ok' | 'bad' | 'current' | 'todo';

export interface LessonCluster {
  readonly text: string;
  readonly state: ClusterState;
}

const clustersOf = (text: string) =>
  Array.from(new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text), ({ segment, index }) => ({
    text: segment,
    start: index,
    end: index + segment.length,
  }));

const commonPrefixLength = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/** A conjunct is one cluster, never split; one being built (क before ि, or ि first in typewriter order) is current. */
export function lessonClusters(view: HindiLessonView, text: string): LessonCluster[] {
  const typed = view.typed;
  const right = commonPrefixLength(typed, text);
  const overrun = right === text.length && typed.length > text.length;
  const clusters = clustersOf(text).map(({ text: cluster, start, end }, i, all): LessonCluster => {
    if (overrun && i === all.length - 1) return { text: cluster, state: 'bad' };
    if (end <= right) return { text: cluster, state: 'ok' };
    if (start < typed.length) return { text: cluster, state: view.hasWrongKey ? 'bad' : 'current' };
    return { text: cluster, state: 'todo' };
  });
  if (!clusters.some((cluster) => cluster.state === 'current')) {
    const next = clusters.findIndex((cluster) => cluster.state === 'todo');
    if (next >= 0) clusters[next] = { ...clusters[next]!, state: 'current' };
  }
  return clusters;
}
