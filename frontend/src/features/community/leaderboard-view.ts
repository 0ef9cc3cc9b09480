import {
  BOARD_KINDS,
  BOARD_PERIODS,
  formatCount,
  type BoardKind,
  type BoardPeriod,
  LEADERBOARD_LIMITS,
  type MyRank,
} from '@typing/contracts/web';

export const KIND_LABELS: Record<BoardKind, string> = {
  'time-30': '30 seconds',
  'time-60': '60 seconds',
  'words-25': '25 words',
};
export const PERIOD_LABELS: Record<BoardPeriod, string> = { 'all-time': 'All time', daily: 'Today' };

const MAX_PAGE = LEADERBOARD_LIMITS.depth / LEADERBOARD_LIMITS.pageSize;

/** The board a page address names (`?kind=&period=&page=`), anything unknown read as the default. */
export function boardFromSearch(search: URLSearchParams): { kind: BoardKind; period: BoardPeriod; page: number } {
  const kind = (BOARD_KINDS as readonly string[]).includes(search.get('kind') ?? '')
    ? (search.get('kind') as BoardKind)
    : 'time-60';
  const period = (BOARD_PERIODS as readonly string[]).includes(search.get('period') ?? '')
    ? (search.get('period') as BoardPeriod)
    : 'all-time';
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  return { kind, period, page };
}

/** The page address's query for a board (`boardFromSearch` reads it back). */
export function boardSearch(board: { kind: BoardKind; period: BoardPeriod; page: number }): URLSearchParams {
  return new URLSearchParams({ kind: board.kind, period: board.period, page: String(board.page) });
}

/** What a signed-in member reads about their own place. */
export function placeSentence(rank: MyRank): string {
  if (!rank.listed) return 'You are not on the leaderboards: they show only members who chose to appear publicly.';
  if (!rank.place) {
    return `You have no ranked result on this board yet: a plain English test (no punctuation or numbers) started on the typing page while signed in, at ${LEADERBOARD_LIMITS.minAccuracy} % accuracy or more.`;
  }
  const { rank: place, netWpm, accuracy, next } = rank.place;
  const mine = `You are #${formatCount(place)} with ${netWpm} net WPM at ${accuracy} %.`;
  if (!next) return `${mine} Nobody is ahead of you.`;
  const gap =
    next.wpmBehind > 0
      ? `${next.wpmBehind} net WPM`
      : `${next.accuracyBehind > 0 ? `${next.accuracyBehind} accuracy points` : 'an earlier time'}`;
  return `${mine} #${formatCount(next.rank)} is ${gap} ahead.`;
}
