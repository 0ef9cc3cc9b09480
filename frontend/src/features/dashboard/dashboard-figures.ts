/** The dashboard's figures from the performance summary (spec §3, §9), pure so they are unit-tested. */
import {
  formatCount,
  HISTORY_DEPTH,
  type HistoryRow,
  type KeyConfidence,
  type KeyCountEntry,
  type KeyTimingEntry,
  type PerformanceSummary,
  type RecentSession,
  type TrendPoint,
} from '@typing/contracts/web';
import { BOARD_KEYS } from '../../shared/keyboard-layout/keyboard-layouts';
import {
  keyName,
  LANGUAGE_NAMES,
  profileLevel,
  sessionStatus,
  type SessionStatus,
  TOP_WEAK_KEYS,
} from '@typing/typing-core';
import { kindLabel } from '../../shared/test-kind/test-kind';

export { kindLabel };

/** SPEC §9: the speed bar is full at 150 WPM, the tests bar at 100 tests. */
export const SPEED_BAR_FULL_WPM = 150;
export const TESTS_BAR_FULL = 100;
/** Rows in the Recent Sessions table; the trend chart shows every session the summary lists (30). */
const TABLE_SESSIONS = 10;

export const EMPTY_SUMMARY: PerformanceSummary = {
  averageWpm: 0,
  averageAccuracy: 0,
  totalTests: 0,
  totalSessions: 0,
  sessions: [],
  weakKeyStats: [],
  keyTimings: [],
  substitutions: [],
  personalBests: [],
  trend: [],
  keyConfidence: [],
};

export function barPercent(value: number, full: number): number {
  if (!(value > 0) || !(full > 0)) return 0;
  return Math.min(100, Math.round((value / full) * 1000) / 10);
}

/** Whole numbers on the tiles (the server keeps two decimals). */
export const formatAverage = (value: number) => String(Math.round(value));

export const levelOf = (summary: PerformanceSummary) => profileLevel(summary.averageWpm);

export interface SessionRow extends RecentSession {
  status: SessionStatus;
}

export function sessionRows(sessions: readonly RecentSession[], limit = TABLE_SESSIONS): SessionRow[] {
  return sessions.slice(0, limit).map((s) => ({ ...s, status: sessionStatus(s.wpm, s.accuracy) }));
}

export const problemKeys = (summary: PerformanceSummary): KeyCountEntry[] =>
  summary.weakKeyStats.slice(0, TOP_WEAK_KEYS);

export function recommendations(keys: readonly KeyCountEntry[]): string[] {
  const named = keys.map((k) => `'${keyName(k.key)}'`).join(', ');
  return [
    'Practise for at least 15 minutes every day: short, regular sessions beat long, rare ones.',
    keys.length > 0
      ? `Slow down on ${named}: type them accurately first, and the speed will follow.`
      : 'Aim for accuracy first: speed follows once your fingers stop correcting mistakes.',
    'Use AI Practice: it builds texts that put extra weight on your problem keys.',
    'Keep your fingers on the home row (a s d f and j k l ;) and look at the screen, not the keyboard.',
  ];
}

export function trend(sessions: readonly RecentSession[]): { wpm: number[]; accuracy: number[]; dates: string[] } {
  const chronological = [...sessions].reverse();
  return {
    wpm: chronological.map((s) => s.wpm),
    accuracy: chronological.map((s) => s.accuracy),
    dates: chronological.map((s) => s.createdAt),
  };
}

export function trendSummary(sessions: readonly RecentSession[]): string {
  if (sessions.length === 0) return 'No tests yet.';
  const { wpm, accuracy } = trend(sessions);
  const n = sessions.length;
  return `Your last ${n} ${n === 1 ? 'test' : 'tests'}: speed from ${wpm[0]} to ${wpm[n - 1]} WPM, accuracy from ${accuracy[0]}% to ${accuracy[n - 1]}%.`;
}

export interface HeatCell {
  key: string;
  errors: number;
  /** Errors ÷ (errors + timed correct keystrokes), 0–1; null with no data for the key. */
  errorRate: number | null;
  meanMs: number | null;
}

export function heatCells(summary: PerformanceSummary): Map<string, HeatCell> {
  const errors = new Map(summary.weakKeyStats.map((k) => [k.key, k.count]));
  const timings = new Map<string, KeyTimingEntry>(summary.keyTimings.map((t) => [t.key, t]));
  const cells = new Map<string, HeatCell>();
  for (const key of BOARD_KEYS) {
    const e = errors.get(key) ?? 0;
    const t = timings.get(key);
    const seen = e + (t?.samples ?? 0);
    cells.set(key, { key, errors: e, errorRate: seen > 0 ? e / seen : null, meanMs: t ? t.meanMs : null });
  }
  return cells;
}

/** 0–1 heat of a cell for the chosen measure, relative to the worst key on the board. */
export function heat(cell: HeatCell, measure: 'errors' | 'time', cells: Iterable<HeatCell>): number {
  const value = measure === 'errors' ? cell.errorRate : cell.meanMs;
  if (value === null || value <= 0) return 0;
  let worst = 0;
  for (const c of cells) worst = Math.max(worst, (measure === 'errors' ? c.errorRate : c.meanMs) ?? 0);
  return worst > 0 ? value / worst : 0;
}

export function describeCell(cell: HeatCell): string {
  const parts = [keyName(cell.key)];
  parts.push(cell.errorRate === null ? 'no data' : `${Math.round(cell.errorRate * 100)}% errors`);
  if (cell.meanMs !== null) parts.push(`${cell.meanMs} ms to type`);
  return parts.join(', ');
}

/** The test's options: '25 words · punctuation · Español', '25 words · हिन्दी · InScript'. */
export function testLabel(
  row: Pick<HistoryRow, 'kind' | 'punctuation' | 'numbers' | 'language'>,
  layoutName?: string,
): string {
  const language = row.language && row.language !== 'en' && LANGUAGE_NAMES[row.language];
  return [kindLabel(row.kind), row.punctuation && 'punctuation', row.numbers && 'numbers', language, layoutName]
    .filter(Boolean)
    .join(' · ');
}

export function longTrend(points: readonly TrendPoint[]): { wpm: number[]; accuracy: number[] } {
  return { wpm: points.map((p) => p.wpm), accuracy: points.map((p) => p.accuracy) };
}

export function longTrendSummary(points: readonly TrendPoint[]): string {
  if (points.length === 0) return 'No tests yet.';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const tests = points.reduce((n, p) => n + p.tests, 0);
  if (points.length === 1) return `All ${tests} ${tests === 1 ? 'test' : 'tests'} so far were on ${first.from}.`;
  return `All ${tests} tests from ${first.from} to ${last.to}: average speed from ${first.wpm} to ${last.wpm} WPM, accuracy from ${first.accuracy}% to ${last.accuracy}%.`;
}

/** The least confident keys the dashboard names (keybr's confidence, in plain words). */
const WEAKEST_KEYS_SHOWN = 5;
export const weakestKeys = (summary: PerformanceSummary): KeyConfidence[] =>
  summary.keyConfidence.filter((k) => k.label !== 'confident').slice(0, WEAKEST_KEYS_SHOWN);

/** The history's count: "12 tests"; past the pages' reach (HISTORY_DEPTH), where the older ones are. */
export function historyTotalText(total: number): string {
  const tests = `${formatCount(total)} ${total === 1 ? 'test' : 'tests'}`;
  return total > HISTORY_DEPTH ? `${tests}, the newest ${formatCount(HISTORY_DEPTH)} here; all in the CSV` : tests;
}
