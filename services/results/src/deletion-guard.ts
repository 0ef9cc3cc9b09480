import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ErrorCode, Messages } from '@typing/contracts';
import { rpcError, Tombstones } from '@typing/service-kit';
import type { Connection } from 'mongoose';

/** A member being deleted has no session any more: their racing save is answered as signed out. */
const accountGone = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);

/**
 * Keeps an account deletion final against the saves racing it: the deletion marks the
 * member (a tombstone) before it deletes anything, and every write of member data checks the mark
 * after it wrote (a single member's write before it too), erasing what it wrote if the mark is there.
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
   * A batch of saves of several members: the items of members marked by the time it was written
   * (before it began or while it ran, even if it failed) are erased and answered 401.
   */
  async writeBatch<Item, Outcome>(
    items: Item[],
    userOf: (item: Item) => string,
    write: (items: Item[]) => Promise<PromiseSettledResult<Outcome>[]>,
    erase: (userId: string) => Promise<unknown>,
  ): Promise<PromiseSettledResult<Outcome>[]> {
    const { written = [], gone } = await this.tombstones.writeBatchUnlessDeleted(items, userOf, write, erase);
    return items.map((item, i) => {
      const outcome = written[i];
      if (gone.has(userOf(item)) || !outcome) return { status: 'rejected', reason: accountGone() };
      return outcome;
    });
  }
}
