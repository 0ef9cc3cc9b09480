import type Redis from 'ioredis';
import { type Board, boardId, type Place, placeOfScore, placeScore } from './board-rules';

/** Daily boards (and their markers) outlive their day by this much, then Redis lets them go. */
const DAILY_TTL_SECONDS = 3 * 24 * 3600;

const keyOf = (board: Board) => `lb:${boardId(board)}`;
/** Set when a board's sorted set holds every listed row of MongoDB (after a rebuild). */
const readyKeyOf = (board: Board) => `lb:ready:${boardId(board)}`;
const NAMES = 'lb:names';

export interface RankedPlace extends Place {
  userId: string;
  /** 1-based. */
  rank: number;
}

/**
 * The fast half of the leaderboards: one Redis sorted set per board (member = user id, score =
 * placeScore) and one hash of display names. A cache only: every row is in MongoDB, and a board
 * without its ready marker is rebuilt from there before it is read.
 */
export class BoardCache {
  constructor(private readonly redis: Redis) {}

  /** Places `place` unless the member already holds a higher one (ZADD GT). */
  async place(board: Board, userId: string, place: Place, displayName: string): Promise<void> {
    const pipeline = this.redis
      .multi()
      .zadd(keyOf(board), 'GT', placeScore(place), userId)
      .hset(NAMES, userId, displayName);
    if (board.day) pipeline.expire(keyOf(board), DAILY_TTL_SECONDS);
    await pipeline.exec();
  }

  /** Adds rows to a board (ZADD GT: a higher place already there stays). */
  async addScores(board: Board, rows: { userId: string; place: Place }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.redis.zadd(keyOf(board), 'GT', ...rows.flatMap(({ userId, place }) => [placeScore(place), userId]));
  }

  async setNames(names: Map<string, string>): Promise<void> {
    if (names.size > 0) await this.redis.hset(NAMES, ...[...names].flat());
  }

  /** Takes the member off these boards (and forgets their name). */
  async remove(boards: Board[], userId: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const board of boards) pipeline.zrem(keyOf(board), userId);
    pipeline.hdel(NAMES, userId);
    await pipeline.exec();
  }

  async removeMany(board: Board, userIds: string[]): Promise<void> {
    if (userIds.length > 0) await this.redis.zrem(keyOf(board), ...userIds);
  }

  async isReady(board: Board): Promise<boolean> {
    return (await this.redis.exists(readyKeyOf(board))) === 1;
  }

  async markReady(board: Board): Promise<void> {
    if (board.day) await this.redis.set(readyKeyOf(board), '1', 'EX', DAILY_TTL_SECONDS);
    else await this.redis.set(readyKeyOf(board), '1');
  }

  /** Places `from`..`to` (0-based, inclusive) with their names, and how many are ranked. */
  async range(
    board: Board,
    from: number,
    to: number,
  ): Promise<{ total: number; rows: (RankedPlace & { displayName?: string })[] }> {
    const [[, total], [, flat]] = (await this.redis
      .pipeline()
      .zcard(keyOf(board))
      .zrevrange(keyOf(board), from, to, 'WITHSCORES')
      .exec()) as [[null, number], [null, string[]]];
    const rows: RankedPlace[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      rows.push({ userId: flat[i]!, rank: from + i / 2 + 1, ...placeOfScore(Number(flat[i + 1])) });
    }
    const names = rows.length > 0 ? await this.redis.hmget(NAMES, ...rows.map((r) => r.userId)) : [];
    return { total, rows: rows.map((row, i) => ({ ...row, ...(names[i] ? { displayName: names[i] } : {}) })) };
  }

  /** The member's place and the one above it, or null when they are not on the board. */
  async placeOf(board: Board, userId: string): Promise<{ mine: RankedPlace; above: RankedPlace | null } | null> {
    const [[, rank], [, score]] = (await this.redis
      .pipeline()
      .zrevrank(keyOf(board), userId)
      .zscore(keyOf(board), userId)
      .exec()) as [[null, number | null], [null, string | null]];
    if (rank === null || score === null) return null;
    const mine = { userId, rank: rank + 1, ...placeOfScore(Number(score)) };
    if (rank === 0) return { mine, above: null };
    const [aboveId, aboveScore] = await this.redis.zrevrange(keyOf(board), rank - 1, rank - 1, 'WITHSCORES');
    if (aboveId === undefined || aboveScore === undefined) return { mine, above: null };
    return { mine, above: { userId: aboveId, rank, ...placeOfScore(Number(aboveScore)) } };
  }
}
