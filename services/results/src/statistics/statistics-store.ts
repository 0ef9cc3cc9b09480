import { Injectable } from '@nestjs/common';
import type { SaveResultRequest } from '@typing/contracts';
import type { CountedSave, CountedTotals } from './counted-save';
import { type DayUpdate, DayStore } from './day-store';
import type { KeyFigures } from './key-figures';
import { KeyFiguresStore } from './key-figures-store';
import { type BucketWrite, RecentSessionsStore } from './recent-sessions-store';
import { TotalsStore } from './totals-store';
import type { RecentEntry, UserDay, UserTotals } from './user-stats.schema';

export interface CountOutcome {
  tests: number;
  fresh: readonly CountedSave[];
}

export interface StatisticsSnapshot {
  stats: { tests: number; figures: KeyFigures } | null;
  sessions: (RecentEntry | null)[];
  days: UserDay[];
}

const settledOrNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.then(
    (value) => value,
    () => null,
  );

/** Every write is one atomic single-document update, so concurrent saves on any replica are never lost. */
@Injectable()
export class StatisticsStore {
  constructor(
    private readonly totals: TotalsStore,
    private readonly keyFigures: KeyFiguresStore,
    private readonly sessions: RecentSessionsStore,
    private readonly days: DayStore,
  ) {}

  /** A batch costs N + 3 commands; each step follows the one before, so statistics that count a save also list it. */
  countMany(byUser: ReadonlyMap<string, CountedSave[]>): Map<string, Promise<CountOutcome>> {
    const totals = new Map([...byUser].map(([userId, saves]) => [userId, this.totals.count(userId, saves)]));
    const listed = this.listAll(totals);
    listed.catch(() => undefined); // awaited by each user with something counted (a failure is theirs)
    const keyed = this.countKeysOfAll(totals, listed);
    keyed.catch(() => undefined); // as `listed`: it fails only where `listed` failed first
    return new Map(
      [...totals].map(([userId, counted]) => [
        userId,
        counted.then(async ({ totals: after, fresh }) => {
          if (fresh.length > 0) {
            await listed;
            await (await keyed).get(userId);
          }
          return { tests: after.tests, fresh };
        }),
      ]),
    );
  }

  private async listAll(counting: ReadonlyMap<string, Promise<CountedTotals>>): Promise<void> {
    const writes: BucketWrite[] = [];
    const days: DayUpdate[] = [];
    for (const [userId, counted] of counting) {
      const outcome = await settledOrNull(counted);
      if (!outcome || outcome.fresh.length === 0) continue;
      writes.push(...this.sessions.writesFor(userId, outcome));
      days.push(...this.days.updatesFor(userId, outcome.fresh));
    }
    await Promise.all([this.sessions.write(writes), this.days.write(days)]);
  }

  private async countKeysOfAll(
    counting: ReadonlyMap<string, Promise<CountedTotals>>,
    listed: Promise<void>,
  ): Promise<Map<string, Promise<void>>> {
    const fresh = new Map<string, SaveResultRequest[]>();
    for (const [userId, counted] of counting) {
      const outcome = await settledOrNull(counted);
      if (outcome && outcome.fresh.length > 0)
        fresh.set(
          userId,
          outcome.fresh.map((save) => save.result),
        );
    }
    await listed;
    return this.keyFigures.count(fresh);
  }

  totalsOf(userId: string): Promise<UserTotals | null> {
    return this.totals.of(userId);
  }

  /** Statistics first: a save lists its session before it counts its keys, so the sessions cover the tests counted. */
  async snapshot(userId: string): Promise<StatisticsSnapshot> {
    const stats = await this.keyFigures.of(userId);
    const [sessions, days] = await Promise.all([this.sessions.of(userId), this.days.of(userId)]);
    return { stats, sessions, days };
  }

  async deleteUser(userId: string): Promise<void> {
    await Promise.all([
      this.totals.deleteUser(userId),
      this.keyFigures.deleteUser(userId),
      this.sessions.deleteUser(userId),
      this.days.deleteUser(userId),
    ]);
  }
}
