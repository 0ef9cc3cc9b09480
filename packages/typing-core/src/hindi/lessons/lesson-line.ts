import type { KeyPress } from '../../key-press';
import { HindiKeyEmulator } from '../emulator';
import { keySequenceFor } from '../key-sequence';
import type { HindiLayout, PhysicalKey, TypingOrder } from '../layout';
import { keyIdOf } from './key-id';

/** The key id of the space bar, between a lesson's words. */
export const SPACE_KEY_ID = 'Space';

/** A Hindi lesson's line: its text and the key ids that type it, in the typist's typing order. */
export interface HindiLessonLine {
  readonly text: string;
  readonly keys: readonly string[];
}

/**
 * The keys that type a lesson's text (words between single spaces) on a layout in a typing order:
 * each word's fewest presses (as lessons chose the words by), Space between words. Null when the
 * layout cannot type a word.
 */
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

/** What the line shows: the text the keys produced, and whether a key in it was not the expected one. */
export interface HindiLessonView {
  readonly typed: string;
  readonly hasWrongKey: boolean;
  readonly complete: boolean;
}

/**
 * Typing one Hindi lesson line by physical key, through the emulator in the typist's order. Every
 * press is logged as a `KeyPress` of key ids (expected: the line's key at that point; typed: the key
 * pressed), so the English lesson rules (`lessonRecordsOf`) count it; Backspace undoes one press, as
 * the exam software does. The line is done when the keys have produced its text.
 */
export class HindiLessonTyping {
  private readonly emulator: HindiKeyEmulator;
  /** Whether each press still in the emulator was the expected key. */
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

  /** A key press at `now` (ms); ignored when the layout has nothing on that key and layer, or the line is done. */
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

  /** The key the line expects next, or null once it is done. */
  get nextKey(): string | null {
    return this.complete ? null : (this.line.keys[this.pressedRight.length] ?? null);
  }

  get complete(): boolean {
    return this.emulator.text === this.line.text;
  }

  get view(): HindiLessonView {
    return { typed: this.emulator.text, hasWrongKey: this.pressedRight.includes(false), complete: this.complete };
  }

  /** Every press of the line, wrong ones included, for the lesson's per-key counters. */
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

/** The line's grapheme clusters with where each starts and ends (code units). */
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

/**
 * The line's grapheme clusters (a conjunct is one, never split) judged on the Unicode typed so far:
 * a cluster is right once the typed text holds it whole; a cluster the typed text reaches but does
 * not match yet is `current` while it is being built (क before its ि, or ि before its consonant in
 * typewriter order), or wrong when a key of the line was not the expected one. The caret is on the
 * first cluster not yet right.
 */
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
