import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ErrorCode, Messages } from '@typing/contracts';
import { rpcError, Tombstones } from '@typing/service-kit';
import type { Connection } from 'mongoose';

/** A member being deleted has no session any more: their racing save is answered as signed out. */
const accountGone = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);

/** The deletion marks the member first; every write checks the mark after it wrote and erases what it wrote if marked. */
@Injectable()
export class DeletionGuard {
  private readonly tombstones: Tombstones;

  constructor(@InjectConnection() connection: Connection) {
    this.tombstones = new Tombstones(connection);
  }

  markDeleted(userId: string): Promise<void> {
    return this.tombstones.mark(userId);
  }

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
