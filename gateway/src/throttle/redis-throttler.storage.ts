import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';

/** Atomic per request, in Redis so every gateway replica shares the counters. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockLeft = tonumber(ARGV[3])
end
return { hits, windowLeft, blockLeft }
`;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

const COMMAND = 'throttleIncrement';
type WithIncrement = Redis & {
  [COMMAND](hitsKey: string, blockKey: string, ttl: number, limit: number, block: number): Promise<unknown>;
};

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly redis: WithIncrement;

  constructor(
    redis: Redis,
    private readonly prefix = 'throttle',
  ) {
    // Redis keeps the script: a request sends its SHA1, not its text, and Redis does not hash it again.
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: INCREMENT });
    this.redis = redis as WithIncrement;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}:${throttlerName}:${key}`;
    const [hits, windowLeft, blockLeft] = (await this.redis[COMMAND](
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration > 0 ? blockDuration : ttl,
    )) as [number, number, number];
    return {
      totalHits: hits,
      timeToExpire: seconds(windowLeft),
      isBlocked: blockLeft > 0,
      timeToBlockExpire: seconds(blockLeft),
    };
  }
}
