import type { RpcException } from '@nestjs/microservices';
import type { Connection } from 'mongoose';
import { DeletionGuard } from './deletion-guard';

/** The tombstones' collection in memory: the guard's own logic is what is tested here. */
function tombstoneCollection() {
  const marks = new Map<string, Date>();
  const collection = {
    updateOne: async ({ _id }: { _id: string }, { $set }: { $set: { expiresAt: Date } }) => {
      marks.set(_id, $set.expiresAt);
    },
    deleteMany: async () => ({ deletedCount: 0 }),
    find: ({ _id, expiresAt }: { _id: { $in: string[] }; expiresAt: { $gt: Date } }) => ({
      toArray: async () =>
        _id.$in.filter((id) => (marks.get(id)?.getTime() ?? 0) > expiresAt.$gt.getTime()).map((id) => ({ _id: id })),
    }),
  };
  return { connection: { collection: () => collection } as unknown as Connection };
}

interface Save {
  userId: string;
  n: number;
}
const saves = (...pairs: [string, number][]): Save[] => pairs.map(([userId, n]) => ({ userId, n }));
const fulfilled = (items: Save[]) =>
  Promise.resolve(
    items.map((s): PromiseSettledResult<string> => ({ status: 'fulfilled', value: `${s.userId}${s.n}` })),
  );
const statusOf = (outcomes: PromiseSettledResult<string>[]) =>
  outcomes.map((o) => (o.status === 'fulfilled' ? o.value : statusOfError(o.reason)));
const statusOfError = (error: unknown) => ((error as RpcException).getError() as { status: number }).status;

describe('DeletionGuard.writeBatch', () => {
  test('a marked member’s saves are erased after the write and answer 401; the others’ keep their order', async () => {
    const guard = new DeletionGuard(tombstoneCollection().connection);
    await guard.markDeleted('gone');
    const written: Save[][] = [];
    const erased: string[] = [];
    const outcomes = await guard.writeBatch(
      saves(['a', 1], ['gone', 2], ['b', 3]),
      (s) => s.userId,
      (items) => (written.push(items), fulfilled(items)),
      async (userId) => void erased.push(userId),
    );
    // No read before the write (a round trip every batch would pay): the read after catches them.
    expect(written).toEqual([saves(['a', 1], ['gone', 2], ['b', 3])]);
    expect(statusOf(outcomes)).toEqual(['a1', 401, 'b3']);
    expect(erased).toEqual(['gone']);
  });

  test('a member marked while the batch was written is erased again and answered 401', async () => {
    const guard = new DeletionGuard(tombstoneCollection().connection);
    const erased: string[] = [];
    const outcomes = await guard.writeBatch(
      saves(['a', 1], ['leaving', 2]),
      (s) => s.userId,
      async (items) => {
        await guard.markDeleted('leaving'); // the deletion runs while this batch writes
        return fulfilled(items);
      },
      async (userId) => void erased.push(userId),
    );
    expect(statusOf(outcomes)).toEqual(['a1', 401]);
    expect(erased).toEqual(['leaving']);
  });

  test('a batch that fails after the mark appeared still erases, then fails', async () => {
    const guard = new DeletionGuard(tombstoneCollection().connection);
    const erased: string[] = [];
    const batch = guard.writeBatch(
      saves(['leaving', 1]),
      (s) => s.userId,
      async () => {
        await guard.markDeleted('leaving');
        throw new Error('the database went away mid-batch');
      },
      async (userId) => void erased.push(userId),
    );
    await expect(batch).rejects.toThrow('the database went away mid-batch');
    expect(erased).toEqual(['leaving']);
  });
});

describe('DeletionGuard.write', () => {
  test('refuses a marked member with 401 and never writes', async () => {
    const guard = new DeletionGuard(tombstoneCollection().connection);
    await guard.markDeleted('gone');
    let wrote = false;
    const refused = await guard
      .write(
        'gone',
        async () => (wrote = true),
        async () => undefined,
      )
      .catch(statusOfError);
    expect(refused).toBe(401);
    expect(wrote).toBe(false);
  });

  test('answers the write, or erases it when the member was marked meanwhile', async () => {
    const guard = new DeletionGuard(tombstoneCollection().connection);
    await expect(
      guard.write(
        'a',
        async () => 'progress',
        async () => undefined,
      ),
    ).resolves.toBe('progress');
    const erased: string[] = [];
    const racing = guard.write(
      'leaving',
      async () => (await guard.markDeleted('leaving'), 'progress'),
      async (userId) => void erased.push(userId),
    );
    expect(await racing.catch(statusOfError)).toBe(401);
    expect(erased).toEqual(['leaving']);
  });
});
