import type { IncomingMessage } from 'node:http';
import { RESULT_LIMITS } from '@typing/contracts';
import { routePath } from '../http/reject-cross-site';

const SAVE_RESULT_PATH = '/api/result/saveresult';

/** A logged key takes at least three characters and at most two bytes more than its characters: 5/3 of the log. */
export const KEY_LOG_BODY_BYTES = Math.ceil((RESULT_LIMITS.keyLog * 5) / 3);

export function isResultSave(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return req.method === 'POST' && routePath(pathname) === SAVE_RESULT_PATH;
}

export function saveBodyLimit(bodyLimit: string): number {
  const [, amount, unit] = /^(\d+)(kb|mb)$/i.exec(bodyLimit) ?? [];
  if (!amount || !unit) throw new RangeError(`BODY_LIMIT must look like 100kb, not ${bodyLimit}`);
  return Number(amount) * (unit.toLowerCase() === 'mb' ? 1024 * 1024 : 1024) + KEY_LOG_BODY_BYTES;
}
