/**
 * Proves the MongoDB engine the stack runs on (FerretDB locally, MongoDB in compose) does what
 * the services rely on, through mongoose: unique claims, $inc, conditional updates that stay
 * atomic under concurrency, and the aggregation stages ARCHITECTURE.md allows.
 */
import mongoose, { type Connection, Schema } from 'mongoose';
import { stackEnv } from '@typing/infra/jest';

interface Counter {
  name: string;
  value: number;
}
interface Score {
  user: string;
  wpm: number;
}

let connection: Connection;

beforeAll(async () => {
  connection = await mongoose.createConnection(stackEnv().MONGO_URL, { dbName: 'engine_proof' }).asPromise();
  await connection.dropDatabase();
});
afterAll(() => connection.close());

const counters = () =>
  connection.models.Counter ??
  connection.model<Counter>('Counter', new Schema<Counter>({ name: { type: String, unique: true }, value: Number }));
const scores = () =>
  connection.models.Score ?? connection.model<Score>('Score', new Schema<Score>({ user: String, wpm: Number }));

test('a unique index turns a second insert into duplicate-key error 11000', async () => {
  const Counter = counters();
  await Counter.init();
  await Counter.create({ name: 'claim-1', value: 0 });
  await expect(Counter.create({ name: 'claim-1', value: 1 })).rejects.toMatchObject({ code: 11000 });
  expect(await Counter.countDocuments({ name: 'claim-1' })).toBe(1);
});

test('$inc adds to a field', async () => {
  const Counter = counters();
  await Counter.create({ name: 'inc', value: 5 });
  await Counter.updateOne({ name: 'inc' }, { $inc: { value: 3 } });
  expect((await Counter.findOne({ name: 'inc' }).lean())?.value).toBe(8);
});

test('a conditional findOneAndUpdate changes only a matching document', async () => {
  const Counter = counters();
  await Counter.create({ name: 'cond', value: 1 });
  const first = await Counter.findOneAndUpdate(
    { name: 'cond', value: { $gt: 0 } },
    { $inc: { value: -1 } },
    { returnDocument: 'after' },
  ).lean();
  const second = await Counter.findOneAndUpdate(
    { name: 'cond', value: { $gt: 0 } },
    { $inc: { value: -1 } },
    { returnDocument: 'after' },
  ).lean();
  expect(first?.value).toBe(0);
  expect(second).toBeNull();
});

test('aggregation with $match, $group/$sum, $sort and $limit', async () => {
  const Score = scores();
  await Score.insertMany([
    { user: 'a', wpm: 40 },
    { user: 'a', wpm: 60 },
    { user: 'b', wpm: 30 },
    { user: 'c', wpm: 90 },
    { user: 'c', wpm: 10 },
    { user: 'c', wpm: 20 },
  ]);
  const rows = await Score.aggregate<{ _id: string; total: number; tests: number }>([
    { $match: { wpm: { $gte: 20 } } },
    { $group: { _id: '$user', total: { $sum: '$wpm' }, tests: { $sum: 1 } } },
    { $sort: { total: -1 } },
    { $limit: 2 },
  ]);
  expect(rows).toEqual([
    { _id: 'c', total: 110, tests: 2 },
    { _id: 'a', total: 100, tests: 2 },
  ]);
});

test('50 concurrent conditional decrements of a counter at 10 give exactly 10 successes and 0', async () => {
  const Counter = counters();
  await Counter.create({ name: 'allowance', value: 10 });
  const attempts = await Promise.all(
    Array.from({ length: 50 }, () =>
      Counter.findOneAndUpdate(
        { name: 'allowance', value: { $gt: 0 } },
        { $inc: { value: -1 } },
        { returnDocument: 'after' },
      ).lean(),
    ),
  );
  expect(attempts.filter((doc) => doc !== null)).toHaveLength(10);
  expect((await Counter.findOne({ name: 'allowance' }).lean())?.value).toBe(0);
});

test('50 concurrent plain $inc lose no update', async () => {
  const Counter = counters();
  await Counter.create({ name: 'hits', value: 0 });
  await Promise.all(Array.from({ length: 50 }, () => Counter.updateOne({ name: 'hits' }, { $inc: { value: 1 } })));
  expect((await Counter.findOne({ name: 'hits' }).lean())?.value).toBe(50);
});

test('a filter on _id and more finds that one document by its index, then applies the rest', async () => {
  const Counter = counters();
  await Counter.insertMany(Array.from({ length: 20 }, (_, i) => ({ name: `versioned-${i}`, value: 1 })));
  const target = await Counter.findOne({ name: 'versioned-7' }).lean();
  const id = target!._id;
  const stale = await Counter.updateOne({ _id: id, value: 2 }, { $set: { value: 3 } });
  const current = await Counter.updateOne({ _id: id, value: 1 }, { $set: { value: 2 } });
  expect([stale.matchedCount, current.matchedCount]).toEqual([0, 1]);
  expect((await Counter.findById(id).lean())?.value).toBe(2);
  expect(await Counter.countDocuments({ value: 1 })).toBe(19);
  // FerretDB reads a filter with more than `_id` through the `_id` index (infra/ferretdb/id-pushdown.patch),
  // not by decoding the whole collection; MongoDB always does.
  const plan = (await Counter.find({ _id: id, value: 2 }).explain()) as unknown as Record<string, unknown>;
  if ('ferretdbVersion' in ((plan.serverInfo as object | undefined) ?? {})) expect(plan.filterPushdown).toBe(true);
});
