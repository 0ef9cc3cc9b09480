import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { type Board, boardId, type Place } from './board-rules';
import { BoardBan, BoardEntry, BoardMember } from './board.schema';

/** The durable half of the leaderboards: each member's best per board, and who appears. */
@Injectable()
export class BoardStore {
  constructor(
    @InjectModel(BoardEntry.name) private readonly entries: Model<BoardEntry>,
    @InjectModel(BoardMember.name) private readonly members: Model<BoardMember>,
    @InjectModel(BoardBan.name) private readonly bans: Model<BoardBan>,
  ) {}

  /**
   * Raises the member's best on `board` to `place` if it ranks higher (or there is none); answers
   * whether it did. The conditional upsert meets the stored better best as a duplicate key.
   */
  async raise(board: Board, userId: string, place: Place, resultId: string, listed: boolean): Promise<boolean> {
    const _id = `${boardId(board)}:${userId}`;
    const { netWpm, accuracy, wpm } = place;
    const worse = {
      $or: [
        { netWpm: { $lt: netWpm } },
        { netWpm, accuracy: { $lt: accuracy } },
        { netWpm, accuracy, wpm: { $lt: wpm } },
        { netWpm, accuracy, wpm, achievedAt: { $gt: place.achievedAt } },
      ],
    };
    try {
      await this.entries.collection.updateOne(
        { _id: _id as never, ...worse },
        {
          $set: { ...place, resultId, listed },
          $setOnInsert: { board: boardId(board), kind: board.kind, day: board.day ?? '', userId },
        },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The member's display name while they appear, else null. */
  async memberName(userId: string): Promise<string | null> {
    const member = await this.members.collection.findOne<BoardMember>({ _id: userId as never });
    return member?.displayName ?? null;
  }

  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    const found = await this.members.collection.find<BoardMember>({ _id: { $in: userIds as never[] } }).toArray();
    return new Map(found.map((m) => [m._id, m.displayName]));
  }

  async setMember(userId: string, displayName: string): Promise<void> {
    await this.members.collection.updateOne({ _id: userId as never }, { $set: { displayName } }, { upsert: true });
  }

  async removeMember(userId: string): Promise<void> {
    await this.members.collection.deleteOne({ _id: userId as never });
  }

  /** Marks the member's rows listed or not; answers them (the boards they are on). */
  async setListed(userId: string, listed: boolean): Promise<BoardEntry[]> {
    await this.entries.collection.updateMany({ userId }, { $set: { listed } });
    return this.entries.collection.find<BoardEntry>({ userId }).toArray();
  }

  async setEntryListed(board: Board, userId: string, listed: boolean): Promise<void> {
    await this.entries.collection.updateOne({ _id: `${boardId(board)}:${userId}` as never }, { $set: { listed } });
  }

  async entry(board: Board, userId: string): Promise<BoardEntry | null> {
    return this.entries.collection.findOne<BoardEntry>({ _id: `${boardId(board)}:${userId}` as never });
  }

  /** The listed rows of a board, `batch` at a time, in no order (the cache's rebuild). */
  async *listedRows(board: Board, batch: number): AsyncGenerator<BoardEntry[]> {
    const cursor = this.entries.collection
      .find<BoardEntry>(
        { board: boardId(board), listed: true },
        { projection: { userId: 1, netWpm: 1, wpm: 1, accuracy: 1, achievedAt: 1 } },
      )
      .batchSize(batch);
    let rows: BoardEntry[] = [];
    for await (const row of cursor) {
      rows.push(row);
      if (rows.length === batch) {
        yield rows;
        rows = [];
      }
    }
    if (rows.length > 0) yield rows;
  }

  /** Every member who appears, with their name (one pass: the rebuild's check after its writes). */
  async allMembers(): Promise<Map<string, string>> {
    const members = new Map<string, string>();
    for await (const member of this.members.collection.find<BoardMember>({}))
      members.set(member._id, member.displayName);
    return members;
  }

  /** Everything of the member (account deletion); answers the boards they were on. */
  async deleteUser(userId: string): Promise<BoardEntry[]> {
    const rows = await this.entries.collection.find<BoardEntry>({ userId }).toArray();
    await this.members.collection.deleteOne({ _id: userId as never });
    await this.bans.collection.deleteOne({ _id: userId as never });
    await this.entries.collection.deleteMany({ userId });
    return rows;
  }

  /** The member's all-time rows, listed or not (their bests that could rank). */
  async allTimeRows(userId: string): Promise<BoardEntry[]> {
    return this.entries.collection.find<BoardEntry>({ userId, day: '' }).toArray();
  }

  /** The rows a result holds (all-time and its day), deleted; answers them. */
  async deleteResultRows(resultId: string): Promise<BoardEntry[]> {
    const rows = await this.entries.collection.find<BoardEntry>({ resultId }).toArray();
    await this.entries.collection.deleteMany({ resultId });
    return rows;
  }

  async isBanned(userId: string): Promise<boolean> {
    return (await this.bans.collection.countDocuments({ _id: userId as never }, { limit: 1 })) > 0;
  }

  /** Answers whether the member was not banned already. */
  async ban(userId: string, operator: string, reason: string): Promise<boolean> {
    try {
      await this.bans.collection.insertOne({ _id: userId as never, operator, reason, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Answers whether the member was banned. */
  async unban(userId: string): Promise<boolean> {
    return (await this.bans.collection.deleteOne({ _id: userId as never })).deletedCount > 0;
  }

  /** Daily rows of days before `day` (nobody reads past days' boards). */
  async purgeDaysBefore(day: string): Promise<number> {
    const { deletedCount } = await this.entries.collection.deleteMany({ day: { $gt: '', $lt: day } });
    return deletedCount;
  }
}
