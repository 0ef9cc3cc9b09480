import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DAILY_EXPORTS_CAP, indiaDay, Messages, nextIndiaMidnight } from '@typing/contracts';
import type Redis from 'ioredis';
import { RateLimitedError } from '../auth/auth-limits';
import { REDIS } from '../redis/redis.module';

/** Atomic: refused while another export runs or once the day's cap is reached; else counted, holding the slot. */
const BEGIN = `
local running = redis.call('PTTL', KEYS[1])
if running > 0 then return { 0, running } end
local started = tonumber(redis.call('GET', KEYS[2]) or '0')
if started >= tonumber(ARGV[3]) then return { -1, 0 } end
redis.call('INCR', KEYS[2])
redis.call('EXPIREAT', KEYS[2], ARGV[4])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return { 1, 0 }
`;

/** Extends or frees the running slot only while it is still this export's (its token). */
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '0' then return redis.call('DEL', KEYS[1]) end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])
`;

/** How long the running slot outlives a gateway that stopped renewing it (crashed mid-export). */
export const EXPORT_SLOT_MS = 30_000;
/** Kept an hour past the day's end: a clock a little behind on another replica still finds it. */
const KEPT_AFTER_DAY_S = 3600;

type WithScripts = Redis & {
  exportBegin(
    running: string,
    day: string,
    token: string,
    slotMs: number,
    cap: number,
    expireAt: number,
  ): Promise<[number, number]>;
  exportRenew(running: string, token: string, slotMs: string): Promise<number>;
};

export interface RunningExport {
  end(): Promise<void>;
}

@Injectable()
export class ExportLimit {
  private readonly redis: WithScripts;

  constructor(@Inject(REDIS) redis: Redis) {
    if (!('exportBegin' in redis)) {
      redis.defineCommand('exportBegin', { numberOfKeys: 2, lua: BEGIN });
      redis.defineCommand('exportRenew', { numberOfKeys: 1, lua: RENEW });
    }
    this.redis = redis as WithScripts;
  }

  async begin(userId: string, now = new Date()): Promise<RunningExport> {
    const running = `exports:running:${userId}`;
    const token = randomUUID();
    const midnight = nextIndiaMidnight(now).getTime();
    const [outcome, runningMs] = await this.redis.exportBegin(
      running,
      `exports:day:${indiaDay(now)}:${userId}`,
      token,
      EXPORT_SLOT_MS,
      DAILY_EXPORTS_CAP,
      Math.ceil(midnight / 1000) + KEPT_AFTER_DAY_S,
    );
    if (outcome === 0) throw new RateLimitedError(Messages.exportRunning, Math.max(1, Math.ceil(runningMs / 1000)));
    if (outcome === -1) {
      throw new RateLimitedError(
        Messages.dailyExportsReached,
        Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)),
      );
    }
    const renewal = setInterval(() => {
      this.redis.exportRenew(running, token, String(EXPORT_SLOT_MS)).catch(() => undefined);
    }, EXPORT_SLOT_MS / 3);
    renewal.unref();
    let ended: Promise<void> | undefined;
    return {
      end: () =>
        (ended ??= (async () => {
          clearInterval(renewal);
          // Redis away: the slot expires on its own within EXPORT_SLOT_MS.
          await this.redis.exportRenew(running, token, '0').catch(() => undefined);
        })()),
    };
  }
}
