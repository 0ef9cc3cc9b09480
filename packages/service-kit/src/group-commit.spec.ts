import { BatchDeadlineError, GroupCommit, MAX_BATCH } from './group-commit';

/** A write whose batches the test ends by hand, recording what each batch held. */
function manualWrite() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve) => {
      batches.push(items);
      finish.push(() =>
        resolve(
          items.map((n) =>
            n < 0 ? { status: 'rejected', reason: new Error(`bad ${n}`) } : { status: 'fulfilled', value: `ok ${n}` },
          ),
        ),
      );
    });
  return { batches, finish, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes callers of one turn together, and those arriving meanwhile in the next batch', async () => {
    const { batches, finish, write } = manualWrite();
    const group = new GroupCommit(write);
    const first = [group.submit(1), group.submit(2), group.submit(3)];
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);

    const later = [group.submit(4), group.submit(5)];
    await turn();
    // One batch at a time: 4 and 5 wait for the running one.
    expect(batches).toHaveLength(1);
    finish[0]!();
    await expect(Promise.all(first)).resolves.toEqual(['ok 1', 'ok 2', 'ok 3']);
    await turn();
    expect(batches[1]).toEqual([4, 5]);
    finish[1]!();
    await expect(Promise.all(later)).resolves.toEqual(['ok 4', 'ok 5']);
  });

  it('fails only the item whose outcome failed, or the whole batch when the write throws', async () => {
    const { finish, write } = manualWrite();
    const group = new GroupCommit(write);
    const good = group.submit(1);
    const bad = group.submit(-1);
    await turn();
    finish[0]!();
    await expect(good).resolves.toBe('ok 1');
    await expect(bad).rejects.toThrow('bad -1');

    let calls = 0;
    const broken = new GroupCommit<number, string>(() => {
      calls += 1;
      return Promise.reject(new Error('no connection'));
    });
    const all = [broken.submit(1), broken.submit(2)];
    await expect(Promise.all(all.map((p) => p.catch((e: Error) => e.message)))).resolves.toEqual([
      'no connection',
      'no connection',
    ]);
    expect(calls).toBe(1);
    // The next caller gets a fresh batch.
    await expect(broken.submit(3)).rejects.toThrow('no connection');
    expect(calls).toBe(2);
  });

  it('caps the batch size', async () => {
    const { batches, finish, write } = manualWrite();
    const group = new GroupCommit(write, 2);
    const all = [1, 2, 3, 4, 5].map((n) => group.submit(n));
    for (let i = 0; i < 3; i++) {
      await turn();
      finish[i]!();
      await turn();
    }
    await expect(Promise.all(all)).resolves.toHaveLength(5);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives up on a batch that does not finish in time: its callers fail, the next batch goes on', async () => {
    const { batches, finish, write } = manualWrite();
    const group = new GroupCommit(write, MAX_BATCH, 50);
    const stuck = group.submit(1);
    await expect(stuck).rejects.toBeInstanceOf(BatchDeadlineError);
    const next = group.submit(2);
    await turn();
    expect(batches).toEqual([[1], [2]]);
    finish[1]!();
    await expect(next).resolves.toBe('ok 2');
    // The first batch finishing late changes nothing for its callers, who were answered.
    finish[0]!();
    await expect(stuck).rejects.toBeInstanceOf(BatchDeadlineError);
  });
});
