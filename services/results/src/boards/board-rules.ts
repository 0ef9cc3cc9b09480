/**
 * The leaderboards' pure rules (issue 17): which boards a saved result may rank on, and a place
 * encoded as one sorted-set score that orders by WPM, then accuracy, then who got there first.
 */
import {
  BOARD_KINDS,
  type BoardKind,
  type BoardPeriod,
  indiaDay,
  LEADERBOARD_LIMITS,
  type ResultsSavedEvent,
} from '@typing/contracts';
import { DEFAULT_LANGUAGE } from '@typing/typing-core';

/** A board: a kind of test, all-time or one India day. */
export interface Board {
  kind: BoardKind;
  /** The India day (`YYYY-MM-DD`) of a daily board; absent for all-time. */
  day?: string;
}

export const boardId = ({ kind, day }: Board): string => (day ? `${kind}@${day}` : kind);

/** The board a page or a rank asks for: today's, in India, for `daily`. */
export const boardOf = (kind: BoardKind, period: BoardPeriod, now = new Date()): Board =>
  period === 'daily' ? { kind, day: indiaDay(now) } : { kind };

const isBoardKind = (kind: string | undefined): kind is BoardKind =>
  (BOARD_KINDS as readonly string[]).includes(kind ?? '');

/**
 * The boards a saved result ranks on (its kind all-time and on its India day), or none: only the
 * plain English tests of the board kinds (no punctuation, no numbers), at 90 % accuracy or more, not
 * beyond the fastest typing ever recorded, and not held back by the result checks.
 */
export function boardsFor(event: ResultsSavedEvent): Board[] {
  const { kind } = event;
  if (!isBoardKind(kind)) return [];
  if ((event.language ?? DEFAULT_LANGUAGE) !== 'en' || event.punctuation || event.numbers) return [];
  if (event.accuracy < LEADERBOARD_LIMITS.minAccuracy || event.wpm > LEADERBOARD_LIMITS.maxWpm) return [];
  if ((event.heldBack ?? []).length > 0) return [];
  return [{ kind }, { kind, day: indiaDay(new Date(event.createdAt)) }];
}

/** A member's best on a board. */
export interface Place {
  wpm: number;
  accuracy: number;
  achievedAt: Date;
}

/** Seconds are counted from here, so that the whole place fits a double exactly (below 2^53). */
const EPOCH_SECONDS = Date.UTC(2025, 0, 1) / 1000;
const TIME_SPAN = 2 ** 33;

/**
 * One number per place, higher = better: WPM, then accuracy, then the earlier second. WPM ≤ 350 and
 * accuracy ≤ 100 make at most 35,450 × 2^33 < 2^49, so the double holds it exactly.
 */
export function placeScore({ wpm, accuracy, achievedAt }: Place): number {
  const seconds = Math.floor(achievedAt.getTime() / 1000) - EPOCH_SECONDS;
  return (wpm * 101 + accuracy) * TIME_SPAN + (TIME_SPAN - 1 - seconds);
}

export function placeOfScore(score: number): Place {
  const high = Math.floor(score / TIME_SPAN);
  const seconds = TIME_SPAN - 1 - (score - high * TIME_SPAN);
  return {
    wpm: Math.floor(high / 101),
    accuracy: high % 101,
    achievedAt: new Date((seconds + EPOCH_SECONDS) * 1000),
  };
}

/** True when `a` ranks above `b`. */
export const ranksAbove = (a: Place, b: Place): boolean => placeScore(a) > placeScore(b);
