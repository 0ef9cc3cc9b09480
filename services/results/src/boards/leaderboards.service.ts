import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  BOARD_KINDS,
  type BoardKind,
  ErrorCode,
  type BoardPeriod,
  indiaDay,
  LEADERBOARD_LIMITS,
  type LeaderboardPage,
  Messages,
  type MyRank,
  type PersonalBest,
  type ResultsSavedEvent,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type Redis from 'ioredis';
import { DeletionGuard } from '../shared/deletion-guard';
import { BoardCache } from './board-cache';
import { type Board, boardId, boardOf, boardsFor, type Place } from './board-rules';
import type { BoardEntry } from './board.schema';
import { BoardStore } from './board-store';

export const BOARDS_REDIS = Symbol('BOARDS_REDIS');

const REBUILD_BATCH = 1000;
/** How long a read waits for a board being rebuilt before it is answered 503 (the gateway's deadline is longer). */
const REBUILD_WAIT_MS = 2000;
const PURGE_INTERVAL_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

const boardOfEntry = (entry: BoardEntry): Board =>
  entry.day ? { kind: entry.kind, day: entry.day } : { kind: entry.kind };
const placeOfEntry = (entry: BoardEntry): Place => ({
  netWpm: entry.netWpm,
  wpm: entry.wpm,
  accuracy: entry.accuracy,
  achievedAt: entry.achievedAt,
});

/** Every write that places a member checks `board_members` again after it, so a member who leaves is never left on a board. */
@Injectable()
export class LeaderboardsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LeaderboardsService.name);
  private readonly cache: BoardCache;
  /** Rebuilds under way in this process, so concurrent readers of one board share one. */
  private readonly rebuilding = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: BoardStore,
    private readonly deletion: DeletionGuard,
    @Inject(BOARDS_REDIS) private readonly redis: Redis,
  ) {
    this.cache = new BoardCache(redis);
  }

  /** A saved result: raises the member's best on each board it ranks on; places them if they appear. */
  async record(event: ResultsSavedEvent): Promise<void> {
    const boards = boardsFor(event);
    if (boards.length === 0) return;
    const { userId } = event;
    const place: Place = {
      netWpm: event.netWpm!,
      wpm: event.wpm,
      accuracy: event.accuracy,
      achievedAt: new Date(event.createdAt),
    };
    await this.deletion.write(
      userId,
      async () => {
        // A member an operator took off the boards keeps their rows, unlisted.
        const banned = await this.store.isBanned(userId);
        const before = banned ? null : await this.store.memberName(userId);
        const raised = await Promise.all(
          boards.map((board) => this.store.raise(board, userId, place, event.resultId, before !== null)),
        );
        const name = banned ? null : await this.store.memberName(userId);
        if (name === null) return;
        for (const [i, board] of boards.entries()) {
          if (before === null) await this.store.setEntryListed(board, userId, true);
          if (raised[i] || before === null) {
            const best = raised[i] ? place : await this.bestOn(board, userId);
            if (best) await this.cache.place(board, userId, best, name);
          }
        }
        // Left while this ran: the leaving took them off before this placed them.
        if ((await this.store.memberName(userId)) === null) await this.cache.remove(boards, userId);
        // Taken off by an operator while this ran: their rows go back to unlisted, their places go.
        else if (await this.store.isBanned(userId)) {
          await this.store.setListed(userId, false);
          await Promise.all(boards.map((board) => this.cache.removeMany(board, [userId])));
        }
      },
      (id) => this.forget(id),
    );
  }

  private async bestOn(board: Board, userId: string): Promise<Place | null> {
    const entry = await this.store.entry(board, userId);
    return entry ? placeOfEntry(entry) : null;
  }

  async list(userId: string, displayName: string): Promise<{ listed: boolean }> {
    return this.deletion.write(
      userId,
      async () => {
        await this.store.setMember(userId, displayName);
        if (await this.store.isBanned(userId)) return { listed: true };
        const rows = await this.store.setListed(userId, true);
        for (const row of rows) await this.cache.place(boardOfEntry(row), userId, placeOfEntry(row), displayName);
        return { listed: true };
      },
      (id) => this.forget(id),
    );
  }

  async unlist(userId: string): Promise<{ listed: boolean }> {
    await this.store.removeMember(userId);
    const rows = await this.store.setListed(userId, false);
    await this.cache.remove(this.boardsOf(rows), userId);
    return { listed: false };
  }

  /** None while an operator holds the member off the boards. */
  async bestsOf(userId: string): Promise<PersonalBest[]> {
    if (await this.store.isBanned(userId)) return [];
    const rows = await this.store.allTimeRows(userId);
    return BOARD_KINDS.flatMap((kind) => {
      const row = rows.find((entry) => entry.kind === kind);
      return row
        ? [{ kind, netWpm: row.netWpm, wpm: row.wpm, accuracy: row.accuracy, createdAt: row.achievedAt.toISOString() }]
        : [];
    });
  }

  async removeResult(userId: string, resultId: string): Promise<boolean> {
    const rows = await this.store.deleteResultRows(resultId);
    for (const row of rows) await this.cache.removeMany(boardOfEntry(row), [userId]);
    return rows.length > 0;
  }

  /** A member off the boards (an operator's action): rows kept, unlisted, until put back. */
  async ban(userId: string, operator: string, reason: string): Promise<boolean> {
    const banned = await this.store.ban(userId, operator, reason);
    const rows = await this.store.setListed(userId, false);
    await Promise.all(this.boardsOf(rows).map((board) => this.cache.removeMany(board, [userId])));
    return banned;
  }

  /** A member back on the boards: placed again at once if they appear publicly. */
  async unban(userId: string): Promise<boolean> {
    const unbanned = await this.store.unban(userId);
    const name = await this.store.memberName(userId);
    if (name !== null) await this.list(userId, name);
    return unbanned;
  }

  async forget(userId: string): Promise<void> {
    const rows = await this.store.deleteUser(userId);
    await this.cache.remove(this.boardsOf(rows), userId);
  }

  /** The all-time boards always (a row may be in Redis only if MongoDB lost it meanwhile), and the member's days. */
  private boardsOf(rows: BoardEntry[]): Board[] {
    const boards = new Map<string, Board>();
    for (const kind of BOARD_KINDS) boards.set(kind, { kind });
    for (const row of rows) boards.set(boardId(boardOfEntry(row)), boardOfEntry(row));
    return [...boards.values()];
  }

  async page(kind: BoardKind, period: BoardPeriod, page: number): Promise<LeaderboardPage> {
    const board = boardOf(kind, period);
    const { depth, pageSize } = LEADERBOARD_LIMITS;
    const from = (page - 1) * pageSize;
    const to = Math.min(from + pageSize, depth) - 1;
    let found = await this.cache.range(board, from, to);
    if (!found) {
      await this.ready(board);
      found = (await this.cache.range(board, from, to)) ?? { total: 0, rows: [] };
    }
    return {
      kind,
      period,
      ...(board.day ? { day: board.day } : {}),
      page,
      pageSize,
      total: Math.min(found.total, depth),
      rows: found.rows.map((row) => ({
        rank: row.rank,
        displayName: row.displayName ?? '—',
        netWpm: row.netWpm,
        wpm: row.wpm,
        accuracy: row.accuracy,
        achievedAt: row.achievedAt.toISOString(),
      })),
    };
  }

  /** One Redis round trip for a ranked member; MongoDB is asked only whether someone off the board appears at all. */
  async rank(userId: string, kind: BoardKind, period: BoardPeriod): Promise<MyRank> {
    const board = boardOf(kind, period);
    let found = await this.cache.placeOf(board, userId);
    if (!found) {
      await this.ready(board);
      found = (await this.cache.placeOf(board, userId)) ?? 'absent';
    }
    if (found === 'absent') return { listed: (await this.store.memberName(userId)) !== null, place: null };
    const { mine, above } = found;
    return {
      listed: true,
      place: {
        rank: mine.rank,
        netWpm: mine.netWpm,
        wpm: mine.wpm,
        accuracy: mine.accuracy,
        next: above
          ? {
              rank: above.rank,
              wpmBehind: above.netWpm - mine.netWpm,
              accuracyBehind: above.accuracy - mine.accuracy,
            }
          : null,
      },
    };
  }

  /** A request waits for a cold board's rebuild at most REBUILD_WAIT_MS, then is answered 503 while it goes on. */
  private async ready(board: Board): Promise<void> {
    if (await this.cache.isReady(board)) return;
    const rebuilt = this.rebuildOnce(board);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REBUILD_WAIT_MS)));
    try {
      if ((await Promise.race([rebuilt, late])) === 'late') {
        throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.leaderboardRebuilding);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** One rebuild of a board at a time in this process; its failure is logged, and the next read tries again. */
  private rebuildOnce(board: Board): Promise<void> {
    const id = boardId(board);
    let running = this.rebuilding.get(id);
    if (!running) {
      running = this.rebuild(board).finally(() => this.rebuilding.delete(id));
      running.catch((error: unknown) => this.logger.error(`board ${id} not rebuilt: ${(error as Error).message}`));
      this.rebuilding.set(id, running);
    }
    return running;
  }

  /** The members are read once after the rows, and whoever left meanwhile is taken off again. */
  private async rebuild(board: Board): Promise<void> {
    const started = Date.now();
    const added: string[] = [];
    for await (const rows of this.store.listedRows(board, REBUILD_BATCH)) {
      await this.cache.addScores(
        board,
        rows.map((row) => ({ userId: row.userId, place: placeOfEntry(row) })),
      );
      for (const row of rows) added.push(row.userId);
    }
    const members = await this.store.allMembers();
    for (let from = 0; from < added.length; from += REBUILD_BATCH) {
      const batch = added.slice(from, from + REBUILD_BATCH);
      await this.cache.setNames(
        batch.flatMap((id) => (members.has(id) ? [[id, members.get(id)!] as [string, string]] : [])),
      );
      await this.cache.removeMany(
        board,
        batch.filter((id) => !members.has(id)),
      );
    }
    await this.cache.markReady(board);
    this.logger.log(`board ${boardId(board)} rebuilt from MongoDB: ${added.length} rows in ${Date.now() - started} ms`);
  }

  onApplicationBootstrap(): void {
    // The boards people open first are warmed at boot (in the background; a failure is retried on read).
    for (const kind of BOARD_KINDS) {
      void this.cache
        .isReady({ kind })
        .then((ready) => (ready ? undefined : this.rebuildOnce({ kind })))
        .catch(() => undefined);
    }
    this.timer = setInterval(() => {
      const before = indiaDay(new Date(Date.now() - 2 * DAY_MS));
      this.store.purgeDaysBefore(before).catch((error: unknown) => {
        this.logger.warn(`old daily board rows not purged: ${(error as Error).message}`);
      });
    }, PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
