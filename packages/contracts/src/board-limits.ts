/** The leaderboards' plain data (issue 17), for every page of the browser: no zod here. */

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
   * Above this a result does not rank: beyond the fastest sustained typing ever recorded
   * (about 300 WPM over 30 s on Monkeytype's board); it also bounds the rank's encoding.
   */
  maxWpm: 350,
} as const;
