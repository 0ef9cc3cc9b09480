import type Redis from 'ioredis';

/** The data of every job a BullMQ queue holds whose id starts with `idPrefix` (finished ones too, where the queue keeps them). */
export async function queuedJobData(redis: Redis, queue: string, idPrefix: string): Promise<Record<string, unknown>[]> {
  const prefix = `bull:${queue}:`;
  // A job's own hash only: a job being worked on also has `…:lock` (a string), and may have `…:logs`.
  const keys = (await redis.keys(`${prefix}${idPrefix}*`)).filter((key) => !key.slice(prefix.length).includes(':'));
  const data = await Promise.all(keys.map((key) => redis.hget(key, 'data')));
  return data.flatMap((json) => (json === null ? [] : [JSON.parse(json) as Record<string, unknown>]));
}
