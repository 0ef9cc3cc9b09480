import type { IncomingMessage } from 'node:http';
import { RESULT_LIMITS } from '@typing/contracts';
import { routePath } from '../http/reject-cross-site';

/** The save route (as the router matches it). */
export const SAVE_RESULT_PATH = '/api/result/saveresult';

/**
 * Bytes a save's key log may add to its body. A key takes at least three characters
 * (the key, a digit, `.`) and at most two bytes more than it has characters (a three-byte UTF-8
 * character, or a JSON escape: Backspace is `\b`): at most 5/3 of the log's characters.
 */
export const KEY_LOG_BODY_BYTES = Math.ceil((RESULT_LIMITS.keyLog * 5) / 3);

/** Body-parser `type` predicate: a result save, parsed with room for its key log (requireJson ran before). */
export function isResultSave(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return req.method === 'POST' && routePath(pathname) === SAVE_RESULT_PATH;
}

/**
 * A save's body limit in bytes: every other body's (`BODY_LIMIT`, which the config holds to
 * `<n>kb` or `<n>mb`) plus its key log's. The largest result with its largest log fits.
 */
export function saveBodyLimit(bodyLimit: string): number {
  const [, amount, unit] = /^(\d+)(kb|mb)$/i.exec(bodyLimit) ?? [];
  if (!amount || !unit) throw new RangeError(`BODY_LIMIT must look like 100kb, not ${bodyLimit}`);
  return Number(amount) * (unit.toLowerCase() === 'mb' ? 1024 * 1024 : 1024) + KEY_LOG_BODY_BYTES;
}
