import type Redis from 'ioredis';
import { type Board, boardId, type Place, placeOfScore, placeScore } from './board-rules';

/** Daily boards (and their markers) outlive their day by this much, then Redis lets them go. */
const DAILY_TTL_SECONDS = 3 * 24 * 3600;

const keyOf = (board: Board) => `board:${boardId(board)}`;
/** Set when a board's sorted set holds every listed row of MongoDB (after a rebuild). */
const readyKeyOf = (board: Board) => `board:ready:${boardId(board)}`;
const NAMES = 'board:names';

export interface RankedPlace extends Place {
  userId: string;
  rank: number;
}

/** A cache only: every row is in MongoDB, and a board without its ready marker is rebuilt from there before it is read. */
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

  async addScores(board: Board, rows: { userId: string; place: Place }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.redis.zadd(keyOf(board), 'GT', ...rows.flatMap(({ userId, place }) => [placeScore(place), userId]));
  }

  async setNames(names: [string, string][]): Promise<void> {
    if (names.length > 0) await this.redis.hset(NAMES, ...names.flat());
  }

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

  /** Places `from`..`to` (inclusive), names and ranked count in one round trip; null while the board is not ready. */
  async range(
    board: Board,
    from: number,
    to: number,
  ): Promise<{ total: number; rows: (RankedPlace & { displayName?: string })[] } | null> {
    const answer = (await this.redis.eval(RANGE_SCRIPT, 3, keyOf(board), readyKeyOf(board), NAMES, from, to)) as
      [number, string[], (string | null)[]] | null;
    if (!answer) return null;
    const [total, flat, names] = answer;
    const rows: (RankedPlace & { displayName?: string })[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      const name = names[i / 2];
      rows.push({
        userId: flat[i]!,
        rank: from + i / 2 + 1,
        ...placeOfScore(Number(flat[i + 1])),
        ...(name ? { displayName: name } : {}),
      });
    }
    return { total, rows };
  }

  /** The member's place and the one above ('absent' if off it) in one round trip; null while the board is not ready. */
  async placeOf(
    board: Board,
    userId: string,
  ): Promise<{ mine: RankedPlace; above: RankedPlace | null } | 'absent' | null> {
    const answer = (await this.redis.eval(PLACE_SCRIPT, 2, keyOf(board), readyKeyOf(board), userId)) as
      [number, string, string?, string?] | [] | null;
    if (!answer) return null;
    if (answer.length === 0) return 'absent';
    const [rank, score, aboveId, aboveScore] = answer;
    const mine = { userId, rank: rank + 1, ...placeOfScore(Number(score)) };
    const above =
      aboveId !== undefined && aboveScore !== undefined
        ? { userId: aboveId, rank, ...placeOfScore(Number(aboveScore)) }
        : null;
    return { mine, above };
  }
}

/** KEYS: board, ready marker, names; ARGV: from, to. Null when not ready, else [count, [id, score…], [name…]]. */
const RANGE_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
local flat = redis.call('ZREVRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
local names = {}
if #flat > 0 then
  local ids = {}
  for i = 1, #flat, 2 do ids[#ids + 1] = flat[i] end
  names = redis.call('HMGET', KEYS[3], unpack(ids))
end
return { redis.call('ZCARD', KEYS[1]), flat, names }
`;

/** KEYS: board, ready marker; ARGV: user id. Null when not ready, {} when absent, else [rank, score, above id, above score]. */
const PLACE_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
local rank = redis.call('ZREVRANK', KEYS[1], ARGV[1])
if not rank then return {} end
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if rank == 0 then return { rank, score } end
local above = redis.call('ZREVRANGE', KEYS[1], rank - 1, rank - 1, 'WITHSCORES')
return { rank, score, above[1], above[2] }
`;
