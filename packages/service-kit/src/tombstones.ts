import type { Connection, mongo } from 'mongoose';

/** It only has to outlive writes in flight when the deletion began (seconds); a day is a wide margin. */
export const TOMBSTONE_TTL_MS = 24 * 3_600_000;

interface Tombstone {
  _id: string;
  expiresAt: Date;
}

/** Deletion marks the member first; writes that could recreate their data check it after. Purged on write, no TTL. */
export class Tombstones {
  private readonly collection: mongo.Collection<Tombstone>;

  constructor(
    connection: Connection,
    private readonly ttlMs = TOMBSTONE_TTL_MS,
  ) {
    this.collection = connection.collection<Tombstone>('deleted_users');
  }

  /** Idempotent: a retried deletion renews the mark. */
  async mark(userId: string, now = new Date()): Promise<void> {
    await this.collection.updateOne(
      { _id: userId },
      { $set: { expiresAt: new Date(now.getTime() + this.ttlMs) } },
      { upsert: true },
    );
    await this.collection.deleteMany({ expiresAt: { $lte: now } });
  }

  async among(userIds: Iterable<string>, now = new Date()): Promise<Set<string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Set();
    const marked = await this.collection
      .find({ _id: { $in: ids }, expiresAt: { $gt: now } }, { projection: { _id: 1 } })
      .toArray();
    return new Set(marked.map((tombstone) => tombstone._id));
  }

  async has(userId: string): Promise<boolean> {
    return (await this.among([userId])).has(userId);
  }

  async writeUnlessDeleted(
    userId: string,
    write: () => Promise<void>,
    erase: () => Promise<unknown>,
  ): Promise<boolean> {
    if (await this.has(userId)) return false;
    await write();
    if (!(await this.has(userId))) return true;
    await erase();
    return false;
  }

  /** One read of the marks, after the write only: marked members' items are rare, so erasing after is cheaper. */
  async writeBatchUnlessDeleted<Item, Outcome>(
    items: Item[],
    userOf: (item: Item) => string,
    write: (items: Item[]) => Promise<Outcome>,
    erase: (userId: string) => Promise<unknown>,
  ): Promise<{ written?: Outcome; gone: Set<string> }> {
    const gone = new Set<string>();
    let written: Outcome | undefined;
    try {
      if (items.length > 0) written = await write(items);
    } finally {
      for (const userId of await this.among(items.map(userOf))) {
        gone.add(userId);
        await erase(userId);
      }
    }
    return { written, gone };
  }
}
