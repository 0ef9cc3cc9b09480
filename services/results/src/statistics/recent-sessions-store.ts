import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey, writeErrorsOf } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import type { CountedTotals } from './counted-save';
import { RECENT_BUCKET_SIZE, RECENT_BUCKETS, recentBucketId, recentEntry, recentUpdates } from './statistics-rules';
import { type RecentEntry, RecentSessions } from './user-stats.schema';

export interface BucketWrite {
  id: string;
  update: { $set: Record<string, RecentEntry> };
  /** The whole bucket, when this write is its first (its slots from the first on). */
  created?: RecentSessions;
}

const emptyBucket = (id: string): RecentSessions => ({ _id: id, sessions: [] });

/** The bucket a first write makes: its slots 0, 1, … from the `$set` (null if they are not those). */
function newBucket(id: string, set: Record<string, RecentEntry>): RecentSessions | null {
  const sessions: RecentEntry[] = [];
  for (let position = 0; `sessions.${position}` in set; position += 1) sessions.push(set[`sessions.${position}`]!);
  return sessions.length === Object.keys(set).length ? { _id: id, sessions } : null;
}

const bucketIdsOf = (userId: string) => Array.from({ length: RECENT_BUCKETS }, (_, b) => recentBucketId(userId, b));

/** The `user_sessions` collection: each user's last sessions, a ring of slots over a few bucket documents. */
@Injectable()
export class RecentSessionsStore {
  private readonly sessions: mongo.Collection<RecentSessions>;

  constructor(@InjectModel(RecentSessions.name) sessions: Model<RecentSessions>) {
    this.sessions = collectionOf(sessions);
  }

  /** The slots the freshly counted saves take, after the totals counted them. */
  writesFor(userId: string, { totals, fresh }: CountedTotals): BucketWrite[] {
    const entries = fresh.map(({ id, createdAt, result }) => recentEntry(id, createdAt, result));
    const before = totals.tests - fresh.length;
    return recentUpdates(entries, totals.tests).map(({ bucket, update }) => {
      const id = recentBucketId(userId, bucket);
      const firstSeq = bucket * RECENT_BUCKET_SIZE + 1;
      const created = before < firstSeq && firstSeq <= totals.tests ? newBucket(id, update.$set) : null;
      return created ? { id, update, created } : { id, update };
    });
  }

  /** A bucket that is not as expected is written again alone: a `$set` of the same slot twice is harmless. */
  async write(writes: BucketWrite[]): Promise<void> {
    const oneByOne = (again: BucketWrite[]) =>
      Promise.all(again.map(({ id, update }) => this.updateCreating(id, update)));
    const existing = writes.filter((write) => !write.created);
    const created = writes.filter((write) => write.created);
    const set = async () => {
      if (existing.length === 0) return;
      const { matchedCount } = await this.sessions.bulkWrite(
        existing.map(({ id, update }) => ({ updateOne: { filter: { _id: id }, update } })),
        { ordered: false },
      );
      if (matchedCount < existing.length) await oneByOne(existing);
    };
    const insert = async () => {
      if (created.length === 0) return;
      try {
        await this.sessions.insertMany(
          created.map((write) => write.created!),
          { ordered: false },
        );
      } catch (error) {
        const failures = writeErrorsOf(error);
        if (failures.length === 0 || !failures.every(isDuplicateKey)) throw error;
        await oneByOne(failures.map((failure) => created[failure.index]!));
      }
    };
    await Promise.all([set(), insert()]);
  }

  async of(userId: string): Promise<(RecentEntry | null)[]> {
    const buckets = await Promise.all(bucketIdsOf(userId).map((id) => this.sessions.findOne({ _id: id })));
    return buckets.flatMap((bucket) => bucket?.sessions ?? []);
  }

  async deleteUser(userId: string): Promise<void> {
    await this.sessions.deleteMany({ _id: { $in: bucketIdsOf(userId) } });
  }

  private async updateCreating(id: string, update: BucketWrite['update']): Promise<void> {
    const filter = { _id: id };
    const { matchedCount } = await this.sessions.updateOne(filter, update);
    if (matchedCount > 0) return;
    try {
      await this.sessions.insertOne(emptyBucket(id));
    } catch (error) {
      // A concurrent first save created it.
      if (!isDuplicateKey(error)) throw error;
    }
    await this.sessions.updateOne(filter, update);
  }
}
