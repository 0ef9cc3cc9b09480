import { PassThrough } from 'node:stream';
import type { HistoryRow } from '@typing/contracts';
import { writeJsonWithResults } from './results-export';

const row = (id: string): HistoryRow => ({
  id,
  createdAt: '2026-11-24T09:00:00.000Z',
  kind: 'time-60',
  punctuation: false,
  numbers: false,
  wpm: 52,
  netWpm: 50,
  rawWpm: 55,
  accuracy: 97,
  correctChars: 250,
  incorrectChars: 8,
  elapsedSeconds: 60,
  skillLevel: 'Advanced',
});

async function* from(...pages: HistoryRow[][]) {
  yield* pages;
}

async function jsonOf(head: Record<string, unknown>, pages: AsyncIterable<HistoryRow[]>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeJsonWithResults(out, head, pages);
  return { text: Buffer.concat(chunks).toString('utf8'), chunks: chunks.length };
}

describe('the streamed data export', () => {
  it('is the head with every row of every page as `results`, in order', async () => {
    const { text } = await jsonOf(
      { exportedAt: 'now', user: { name: 'A "quoted" name' } },
      from([row('a'), row('b')], [], [row('c')]),
    );
    expect(JSON.parse(text)).toEqual({
      exportedAt: 'now',
      user: { name: 'A "quoted" name' },
      results: [row('a'), row('b'), row('c')],
    });
  });

  it('is valid JSON with no head and no results', async () => {
    expect(JSON.parse((await jsonOf({}, from())).text)).toEqual({ results: [] });
    expect(JSON.parse((await jsonOf({ a: 1 }, from([]))).text)).toEqual({ a: 1, results: [] });
  });

  it('writes a page at a time, not the whole export at the end', async () => {
    const { chunks } = await jsonOf({ a: 1 }, from([row('a')], [row('b')], [row('c')]));
    expect(chunks).toBeGreaterThanOrEqual(4);
  });

  it('breaks the download when a page fails part-way', async () => {
    async function* failing() {
      yield [row('a')];
      throw new Error('results service gone');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeJsonWithResults(out, { a: 1 }, failing())).rejects.toThrow('results service gone');
    expect(out.destroyed).toBe(true);
  });
});
