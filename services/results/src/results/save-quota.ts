import { Inject, Injectable, Logger } from '@nestjs/common';
import { DAILY_SAVES_CAP, ErrorCode, indiaDay, Messages, nextIndiaMidnight } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type Redis from 'ioredis';
import { BOARDS_REDIS } from '../boards/leaderboards.service';
import { ResultStore } from './result-store';

/** Atomic on the day's set of result ids: a retry passes without counting again; Redis runs it whole for every replica. */
const ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIREAT', KEYS[1], ARGV[3])
return 1
`;

const COMMAND = 'admitSave';
type WithAdmit = Redis & { [COMMAND](key: string, id: string, cap: number, expireAt: number): Promise<number> };

/** Kept an hour past the day's end: a clock a little behind on another replica still finds it. */
const KEPT_AFTER_DAY_S = 3600;

/** Judged before the key log is replayed, so a script's saves past the cap cost one Redis call each. */
@Injectable()
export class SaveQuota {
  private readonly logger = new Logger(SaveQuota.name);
  private readonly redis: WithAdmit;

  constructor(
    @Inject(BOARDS_REDIS) redis: Redis,
    private readonly store: ResultStore,
  ) {
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: ADMIT });
    this.redis = redis as WithAdmit;
  }

  /** A save past the cap that is already stored (a retry across midnight) still goes on. */
  async admit(
    userId: string,
    clientId: string,
    now = new Date(),
    isStored = (id: string) => this.store.has(id),
  ): Promise<void> {
    const id = `${userId}:${clientId.toLowerCase()}`;
    const expireAt = Math.ceil(nextIndiaMidnight(now).getTime() / 1000) + KEPT_AFTER_DAY_S;
    const admitted = await this.redis[COMMAND](`quota:saves:${indiaDay(now)}:${userId}`, id, DAILY_SAVES_CAP, expireAt);
    if (admitted === 1) return;
    if (await isStored(id)) return;
    this.logger.warn(`save of ${userId} refused: ${DAILY_SAVES_CAP} saves today already`);
    throw rpcError(429, ErrorCode.DailySavesReached, Messages.dailySavesReached);
  }
}
