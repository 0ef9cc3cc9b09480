/** Plain data, no zod: every page of the browser loads it. */

export const BOARD_KINDS = ['time-30', 'time-60', 'words-25'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
/** `daily` ends at midnight India time, as the AI allowance does. */
export const BOARD_PERIODS = ['all-time', 'daily'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

export const LEADERBOARD_LIMITS = {
  depth: 1000,
  pageSize: 50,
  minAccuracy: 90,
  /** The fastest typing on record is 256 WPM (docs/decisions/leaderboards/ranked-results.md); it bounds the rank. */
  maxWpm: 260,
} as const;

export const RANKED_TESTS: Readonly<
  Record<BoardKind, { mode: 'time'; durationSeconds: 30 | 60 } | { mode: 'words'; wordCount: 25 }>
> = {
  'time-30': { mode: 'time', durationSeconds: 30 },
  'time-60': { mode: 'time', durationSeconds: 60 },
  'words-25': { mode: 'words', wordCount: 25 },
};

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
  maxAgeMs: 60 * 60_000,
  /** Refreshed before `maxAgeMs`, so the ticket typed on is still good. */
  refreshAfterMs: 45 * 60_000,
  maxLength: 200,
} as const;
