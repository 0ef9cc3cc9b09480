import {
  MongoBulkWriteError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { lostDependency } from './dependency-loss';
import { BatchDeadlineError } from './group-commit';

/** An error the driver does not export, by the name it carries. */
const namedError = (name: string, message: string) => Object.assign(new Error(message), { name });

/** A socket error as Node raises it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:27017`), { code });

describe('lostDependency: a dependency away, told apart from a bug', () => {
  it('names the database for the driver errors of an unreachable server', () => {
    expect(lostDependency(new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'))).toBe('database');
    expect(lostDependency(new MongoNetworkTimeoutError('timed out'))).toBe('database');
    expect(lostDependency(new MongoTopologyClosedError())).toBe('database');
    expect(
      lostDependency(
        namedError('MongoWaitQueueTimeoutError', 'Timed out while checking out a connection from connection pool'),
      ),
    ).toBe('database');
    const selection = new MongoServerSelectionError('Server selection timed out after 5000 ms', {
      type: 'Unknown',
      servers: new Map(),
      stale: false,
      compatible: true,
      heartbeatFrequencyMS: 10000,
      localThresholdMS: 15,
      setName: null,
      maxElectionId: null,
      maxSetVersion: null,
      commonWireVersion: 0,
      logicalSessionTimeoutMinutes: null,
    } as never);
    expect(lostDependency(selection)).toBe('database');
  });

  it('names the database for a group commit whose writes did not finish in time', () => {
    expect(lostDependency(new BatchDeadlineError('not within 10000 ms'))).toBe('database');
  });

  it('names the database for a bulk write that lost its connection, not for one refused row by row', () => {
    const lost = new MongoBulkWriteError(
      { message: 'connection 5 to 127.0.0.1:27117 closed', code: 0, writeErrors: [] },
      { insertedCount: 0 } as never,
    );
    expect(lostDependency(lost)).toBe('database');
    const duplicate = new MongoBulkWriteError(
      { message: 'E11000 duplicate key error', code: 11000, writeErrors: [{ code: 11000 }] as never },
      { insertedCount: 0 } as never,
    );
    expect(lostDependency(duplicate)).toBeNull();
  });

  it('looks through causes and aggregated errors', () => {
    expect(lostDependency(new Error('save failed', { cause: new MongoNetworkError('reset') }))).toBe('database');
    expect(lostDependency(new AggregateError([new Error('x'), socketError('ECONNREFUSED')]))).toBe('network');
  });

  it('names Redis for ioredis refusals while disconnected', () => {
    expect(lostDependency(new Error('Connection is closed.'))).toBe('redis');
    const retries = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(lostDependency(retries)).toBe('redis');
  });

  it('names the network for socket failures of other clients (object store, SMTP)', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ECONNECTION', 'ESOCKET']) {
      expect(lostDependency(socketError(code))).toBe('network');
    }
  });

  it('leaves programming and data errors alone', () => {
    expect(lostDependency(new TypeError("Cannot read properties of undefined (reading 'wpm')"))).toBeNull();
    expect(lostDependency(new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }))).toBeNull();
    expect(lostDependency(new Error('ECONNREFUSED in a message only'))).toBeNull();
    expect(lostDependency('Connection is closed.')).toBeNull();
    expect(lostDependency(null)).toBeNull();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(lostDependency(loop)).toBeNull();
  });
});
