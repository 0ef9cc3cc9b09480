import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ErrorCode, Messages } from '@typing/contracts';
import { rpcError, Tombstones } from '@typing/service-kit';
import type { Connection } from 'mongoose';

/** A member being deleted has no session any more: their racing save is answered as signed out. */
const accountGone = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);

/**
 * Keeps an account deletion final against the saves racing it (issue 18): the deletion marks the
 * member (a tombstone) before it deletes anything, and every write of member data checks the mark
 * before it writes and again after, erasing what it wrote if the mark appeared meanwhile.
 */
@Injectable()
export class DeletionGuard {
  private readonly tombstones: Tombstones;

  constructor(@InjectConnection() connection: Connection) {
    this.tombstones = new Tombstones(connection);
  }

  /** First step of a deletion: from now on nothing of the member is written (or it is erased). */
  markDeleted(userId: string): Promise<void> {
    return this.tombstones.mark(userId);
  }

  /** One member's write (lesson progress): refused if they are marked, erased if they were marked while it ran. */
  async write<T>(userId: string, write: () => Promise<T>, erase: (userId: string) => Promise<unknown>): Promise<T> {
    let answer: T | undefined;
    const stands = await this.tombstones.writeUnlessDeleted(
      userId,
      async () => {
        answer = await write();
      },
      () => erase(userId),
    );
    if (!stands) throw accountGone();
    return answer as T;
  }

  /**
   * A batch of saves of several members: the items of marked members are answered 401 and not
   * written; members marked while the batch ran (even if it failed) are erased and answered 401.
   */
  async writeBatch<Item, Outcome>(
    items: Item[],
    userOf: (item: Item) => string,
    write: (items: Item[]) => Promise<PromiseSettledResult<Outcome>[]>,
    erase: (userId: string) => Promise<unknown>,
  ): Promise<PromiseSettledResult<Outcome>[]> {
    const { live, written = [], gone } = await this.tombstones.writeBatchUnlessDeleted(items, userOf, write, erase);
    const outcomes = new Map(live.map((item, i) => [item, written[i]]));
    return items.map((item) => {
      const outcome = outcomes.get(item);
      if (gone.has(userOf(item)) || !outcome) return { status: 'rejected', reason: accountGone() };
      return outcome;
    });
  }
}
