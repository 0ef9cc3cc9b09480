/** A lost dependency answers 503 (retry), never 500; recognised by name and code, since drivers may load twice. */
export type Dependency = 'database' | 'redis' | 'network';

const DATABASE_LOSS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
  'MongoClientClosedError',
  'MongoServerClosedError',
  'MongoPoolClearedError',
  'MongoOperationTimeoutError',
  'MongoWaitQueueTimeoutError',
  'BatchDeadlineError',
]);

/** Bulk writes wrap the failure of their connection; the message says so. */
const CONNECTION_WORDS = /connection|socket|ECONNRESET|ECONNREFUSED|timed out|not connected|server selection|closed/i;

const REDIS_LOSS = new Set(['MaxRetriesPerRequestError']);
const REDIS_MESSAGES = /^(Connection is closed|Stream isn't writeable|Reached the max retries per request limit)/;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNECTION', // nodemailer
  'ESOCKET', // nodemailer
]);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  writeErrors?: unknown;
}

function classify(error: ErrorLike): Dependency | null {
  const name = typeof error.name === 'string' ? error.name : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (DATABASE_LOSS.has(name)) return 'database';
  if (name === 'MongooseError' && /initial connection|Client must be connected|force closed/i.test(message)) {
    return 'database';
  }
  // A bulk write refused row by row (duplicate keys, validation) is not a lost connection.
  const rowErrors = Array.isArray(error.writeErrors) ? error.writeErrors.length : 0;
  if (name === 'MongoBulkWriteError' && rowErrors === 0 && CONNECTION_WORDS.test(message)) return 'database';
  if (REDIS_LOSS.has(name) || REDIS_MESSAGES.test(message)) return 'redis';
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return 'network';
  return null;
}

export function lostDependency(error: unknown, depth = 0): Dependency | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const candidate = error as ErrorLike;
  const own = classify(candidate);
  if (own) return own;
  if (Array.isArray(candidate.errors)) {
    for (const inner of candidate.errors) {
      const found = lostDependency(inner, depth + 1);
      if (found) return found;
    }
  }
  return lostDependency(candidate.cause, depth + 1);
}
