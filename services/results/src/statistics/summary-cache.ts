import type { KeySummary } from './statistics-rules';

const CACHED_USERS = 5000;

/** An entry is used only while the user's totals still read the `tests` count it was read at. */
export class SummaryCache {
  private readonly entries = new Map<string, { tests: number; keys: KeySummary }>();

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
