import type { Connection, mongo } from 'mongoose';

/**
 * How long a deleted member's tombstone is kept. It only has to outlive the writes that were in
 * flight when the deletion began (a save's deadline, an event's delivery: seconds); after the
 * deletion the member has no session, so nothing new can name them. A day is a wide margin.
 */
export const TOMBSTONE_TTL_MS = 24 * 3_600_000;

interface Tombstone {
  _id: string;
  expiresAt: Date;
}

/**
 * Tombstones of members whose account is being deleted, one collection per service
 * (`deleted_users`). A deletion marks the member before it deletes anything; every write that
 * could recreate the member's data checks after it wrote (and deletes again; a single write also
 * checks before, and skips). Whatever the interleaving, a write that lands after the deletion's delete is
 * followed by a check that sees the mark. A tombstone holds the user id and its expiry only;
 * the engine has no TTL indexes, so expired ones are purged whenever a new one is written.
 */
export class Tombstones {
  private readonly collection: mongo.Collection<Tombstone>;

  constructor(
    connection: Connection,
    private readonly ttlMs = TOMBSTONE_TTL_MS,
  ) {
    this.collection = connection.collection<Tombstone>('deleted_users');
  }

  /** Marks the member as deleted (idempotent: a retried deletion renews the mark). */
  async mark(userId: string, now = new Date()): Promise<void> {
    await this.collection.updateOne(
      { _id: userId },
      { $set: { expiresAt: new Date(now.getTime() + this.ttlMs) } },
      { upsert: true },
    );
    await this.collection.deleteMany({ expiresAt: { $lte: now } });
  }

  /** Which of these members are marked (one `_id` read for them all). */
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

  /**
   * Runs one member's write unless they are marked; if they were marked while it ran, `erase`
   * deletes what it may have recreated. Answers whether the write stands.
   */
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

  /**
   * The same for a batch of several members' items, with one read of the marks, after the write:
   * whoever is marked then — before the batch began or while it ran, even if it failed — has what
   * it wrote erased. No read before: a marked member has no session, so their items are rare (a
   * save racing the deletion), and erasing after is enough; a read before would cost every batch
   * one more round trip for them. What `write` does that others see (events, ranking) therefore
   * waits for this answer. Answers what `write` answered and the members whose items do not stand.
   */
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
