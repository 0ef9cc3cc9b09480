import {
  BOARD_KINDS,
  type BoardKind,
  type BoardPeriod,
  indiaDay,
  LEADERBOARD_LIMITS,
  type ResultsSavedEvent,
} from '@typing/contracts';
import { DEFAULT_LANGUAGE } from '@typing/typing-core';

export interface Board {
  kind: BoardKind;
  /** The India day (`YYYY-MM-DD`) of a daily board; absent for all-time. */
  day?: string;
}

export const boardId = ({ kind, day }: Board): string => (day ? `${kind}@${day}` : kind);

export const boardOf = (kind: BoardKind, period: BoardPeriod, now = new Date()): Board =>
  period === 'daily' ? { kind, day: indiaDay(now) } : { kind };

const isBoardKind = (kind: string | undefined): kind is BoardKind =>
  (BOARD_KINDS as readonly string[]).includes(kind ?? '');

/** Only plain English tests at 90 % accuracy or more, not beyond the fastest typing ever recorded, and not held back. */
export function boardsFor(event: ResultsSavedEvent): Board[] {
  const { kind, netWpm } = event;
  if (!isBoardKind(kind) || netWpm === undefined) return [];
  if ((event.language ?? DEFAULT_LANGUAGE) !== 'en' || event.punctuation || event.numbers) return [];
  if (event.accuracy < LEADERBOARD_LIMITS.minAccuracy || netWpm > LEADERBOARD_LIMITS.maxWpm) return [];
  if ((event.heldBack ?? []).length > 0) return [];
  return [{ kind }, { kind, day: indiaDay(new Date(event.createdAt)) }];
}

/** A member's best on a board: ranked by net WPM; the spec's WPM is shown beside it. */
export interface Place {
  netWpm: number;
  wpm: number;
  accuracy: number;
  achievedAt: Date;
}

/** The spec's WPM kept on a board is capped here (a ranked text is plain words, so it stays near the net). */
const MAX_BOARD_WPM = 350;
/** Seconds are counted from here, so that the whole place fits a double exactly (below 2^53). */
const EPOCH_SECONDS = Date.UTC(2025, 0, 1) / 1000;
/** 2^29 seconds: places up to 2042. */
const TIME_SPAN = 2 ** 29;

/** Net WPM, then accuracy, WPM and the earlier second: at most 9,252,710 < 2^24 times 2^29 seconds, below 2^53. */
export function placeScore({ netWpm, wpm, accuracy, achievedAt }: Place): number {
  const seconds = Math.floor(achievedAt.getTime() / 1000) - EPOCH_SECONDS;
  const figures = (netWpm * 101 + accuracy) * (MAX_BOARD_WPM + 1) + Math.min(wpm, MAX_BOARD_WPM);
  return figures * TIME_SPAN + (TIME_SPAN - 1 - seconds);
}

export function placeOfScore(score: number): Place {
  const figures = Math.floor(score / TIME_SPAN);
  const seconds = TIME_SPAN - 1 - (score - figures * TIME_SPAN);
  const ranked = Math.floor(figures / (MAX_BOARD_WPM + 1));
  return {
    netWpm: Math.floor(ranked / 101),
    wpm: figures % (MAX_BOARD_WPM + 1),
    accuracy: ranked % 101,
    achievedAt: new Date((seconds + EPOCH_SECONDS) * 1000),
  };
}

export const ranksAbove = (a: Place, b: Place): boolean => placeScore(a) > placeScore(b);
