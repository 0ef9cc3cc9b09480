/** The leaderboards' plain data, for every page of the browser: no zod here. */

export const BOARD_KINDS = ['time-30', 'time-60', 'words-25'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
/** `daily` is the current day in India (it ends at midnight India time, as the AI allowance does). */
export const BOARD_PERIODS = ['all-time', 'daily'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

export const LEADERBOARD_LIMITS = {
  /** The boards page through this many places. */
  depth: 1000,
  pageSize: 50,
  /** A result below this accuracy (percent) does not rank. */
  minAccuracy: 90,
  /**
   * Above this net WPM a result does not rank: the fastest typing on record is 256 WPM over a short
   * passage (docs/decisions/leaderboards/ranked-results.md). It also bounds the rank's encoding.
   */
  maxWpm: 260,
} as const;

/** The test each board ranks: plain English, no punctuation or numbers. */
export const RANKED_TESTS: Readonly<
  Record<BoardKind, { mode: 'time'; durationSeconds: 30 | 60 } | { mode: 'words'; wordCount: 25 }>
> = {
  'time-30': { mode: 'time', durationSeconds: 30 },
  'time-60': { mode: 'time', durationSeconds: 60 },
  'words-25': { mode: 'words', wordCount: 25 },
};

/** The board a test would rank on, if any (plain English of a board's kind). */
export function rankedKindOf(test: {
  mode?: string;
  durationSeconds?: number;
  wordCount?: number;
  punctuation?: boolean;
  numbers?: boolean;
  language?: string;
}): BoardKind | null {
  if (test.punctuation || test.numbers || (test.language ?? 'en') !== 'en') return null;
  const mode = test.mode ?? 'time';
  const kind = mode === 'time' ? `time-${test.durationSeconds}` : mode === 'words' ? `words-${test.wordCount}` : '';
  return (BOARD_KINDS as readonly string[]).includes(kind) ? (kind as BoardKind) : null;
}

export const RANKED_TICKET_LIMITS = {
  /** A ticket is good for this long after it is issued (the page fetches a new one when it is older). */
  maxAgeMs: 60 * 60_000,
  /** The page asks for a new ticket once its own is this old, so the one it types on is still good. */
  refreshAfterMs: 45 * 60_000,
  /** Characters of a ticket (kind, seed, time, id and a signature, with room to spare). */
  maxLength: 200,
} as const;
