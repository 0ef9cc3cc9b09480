import type { KeySummary } from './result-rules';

/** Users whose per-key summary this process keeps (most recently used last; the oldest go first). */
const CACHED_USERS = 5000;

/**
 * The per-user part of the summary that only changes with a save (per-key figures, recent
 * sessions, trend), kept with the `tests` count it was read at. The results service uses an
 * entry only while the user's totals still read that count (see ResultsService.performance).
 */
export class SummaryCache {
  private readonly entries = new Map<string, { tests: number; keys: KeySummary }>();

  /** The cached part if it was read at `tests` tests. */
  get(userId: string, tests: number): KeySummary | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.tests !== tests) return undefined;
    this.touch(userId, entry);
    return entry.keys;
  }

  set(userId: string, tests: number, keys: KeySummary): void {
    this.touch(userId, { tests, keys });
    if (this.entries.size > CACHED_USERS) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  private touch(userId: string, entry: { tests: number; keys: KeySummary }): void {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
  }
}
