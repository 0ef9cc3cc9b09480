import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { type Board, boardId, type Place } from './board-rules';
import { BoardBan, BoardEntry, BoardMember } from './board.schema';

/** The durable half of the leaderboards: each member's best per board, and who appears. */
@Injectable()
export class BoardStore {
  private readonly entries: mongo.Collection<BoardEntry>;
  private readonly members: mongo.Collection<BoardMember>;
  private readonly bans: mongo.Collection<BoardBan>;

  constructor(
    @InjectModel(BoardEntry.name) entries: Model<BoardEntry>,
    @InjectModel(BoardMember.name) members: Model<BoardMember>,
    @InjectModel(BoardBan.name) bans: Model<BoardBan>,
  ) {
    this.entries = collectionOf(entries);
    this.members = collectionOf(members);
    this.bans = collectionOf(bans);
  }

  /** Raises the member's best to `place` if higher (answering whether); a better stored best fails the upsert. */
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
      await this.entries.updateOne(
        { _id: _id, ...worse },
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
    const member = await this.members.findOne<BoardMember>({ _id: userId });
    return member?.displayName ?? null;
  }

  async namesOf(userIds: string[]): Promise<Map<string, string>> {
    const found = await this.members.find<BoardMember>({ _id: { $in: userIds } }).toArray();
    return new Map(found.map((m) => [m._id, m.displayName]));
  }

  async setMember(userId: string, displayName: string): Promise<void> {
    await this.members.updateOne({ _id: userId }, { $set: { displayName } }, { upsert: true });
  }

  async removeMember(userId: string): Promise<void> {
    await this.members.deleteOne({ _id: userId });
  }

  /** Marks the member's rows listed or not; answers them (the boards they are on). */
  async setListed(userId: string, listed: boolean): Promise<BoardEntry[]> {
    await this.entries.updateMany({ userId }, { $set: { listed } });
    return this.entries.find<BoardEntry>({ userId }).toArray();
  }

  async setEntryListed(board: Board, userId: string, listed: boolean): Promise<void> {
    await this.entries.updateOne({ _id: `${boardId(board)}:${userId}` }, { $set: { listed } });
  }

  async entry(board: Board, userId: string): Promise<BoardEntry | null> {
    return this.entries.findOne<BoardEntry>({ _id: `${boardId(board)}:${userId}` });
  }

  /** The listed rows of a board, `batch` at a time, in no order (the cache's rebuild). */
  async *listedRows(board: Board, batch: number): AsyncGenerator<BoardEntry[]> {
    const cursor = this.entries
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
    for await (const member of this.members.find<BoardMember>({})) members.set(member._id, member.displayName);
    return members;
  }

  /** Everything of the member (account deletion); answers the boards they were on. */
  async deleteUser(userId: string): Promise<BoardEntry[]> {
    const rows = await this.entries.find<BoardEntry>({ userId }).toArray();
    await this.members.deleteOne({ _id: userId });
    await this.bans.deleteOne({ _id: userId });
    await this.entries.deleteMany({ userId });
    return rows;
  }

  /** The member's all-time rows, listed or not (their bests that could rank). */
  async allTimeRows(userId: string): Promise<BoardEntry[]> {
    return this.entries.find<BoardEntry>({ userId, day: '' }).toArray();
  }

  /** The rows a result holds (all-time and its day), deleted; answers them. */
  async deleteResultRows(resultId: string): Promise<BoardEntry[]> {
    const rows = await this.entries.find<BoardEntry>({ resultId }).toArray();
    await this.entries.deleteMany({ resultId });
    return rows;
  }

  async isBanned(userId: string): Promise<boolean> {
    return (await this.bans.countDocuments({ _id: userId }, { limit: 1 })) > 0;
  }

  /** Answers whether the member was not banned already. */
  async ban(userId: string, operator: string, reason: string): Promise<boolean> {
    try {
      await this.bans.insertOne({ _id: userId, operator, reason, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Answers whether the member was banned. */
  async unban(userId: string): Promise<boolean> {
    return (await this.bans.deleteOne({ _id: userId })).deletedCount > 0;
  }

  /** Daily rows of days before `day` (nobody reads past days' boards). */
  async purgeDaysBefore(day: string): Promise<number> {
    const { deletedCount } = await this.entries.deleteMany({ day: { $gt: '', $lt: day } });
    return deletedCount;
  }
}
