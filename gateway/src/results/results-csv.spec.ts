import { PassThrough } from 'node:stream';
import type { HistoryRow } from '@typing/contracts';
import { writeResultsCsv } from './results-csv';

const row = (overrides: Partial<HistoryRow> = {}): HistoryRow => ({
  id: 'u:1',
  createdAt: '2026-11-24T09:00:00.000Z',
  kind: 'time-60',
  punctuation: false,
  numbers: true,
  wpm: 52,
  netWpm: 50,
  rawWpm: 55,
  accuracy: 97,
  correctChars: 250,
  incorrectChars: 8,
  elapsedSeconds: 60,
  skillLevel: 'Advanced',
  language: 'en',
  ...overrides,
});

async function csvOf(pages: AsyncIterable<HistoryRow[]>): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeResultsCsv(out, pages);
  return Buffer.concat(chunks).toString('utf8');
}

async function* from(...pages: HistoryRow[][]) {
  yield* pages;
}

describe('the results CSV', () => {
  it('has a header and one line per row of every page', async () => {
    const { netWpm: _net, rawWpm: _raw, ...textless } = row({ id: 'u:2', kind: 'words-25' });
    const hindi = row({
      id: 'u:3',
      kind: 'words-25',
      numbers: false,
      language: 'hi',
      layout: 'inscript',
      keyDepressions: 310,
    });
    const text = await csvOf(from([row()], [textless, hindi]));
    expect(text.split('\n')).toEqual([
      'date,test,punctuation,numbers,wpm,net_wpm,raw_wpm,accuracy,correct_chars,incorrect_chars,seconds,skill_level,language,layout,key_depressions,id',
      '2026-11-24T09:00:00.000Z,time-60,no,yes,52,50,55,97,250,8,60,Advanced,en,,,u:1',
      // A result stored without its texts has no net or raw WPM: empty cells, not 0.
      '2026-11-24T09:00:00.000Z,words-25,no,yes,52,,,97,250,8,60,Advanced,en,,,u:2',
      '2026-11-24T09:00:00.000Z,words-25,no,no,52,50,55,97,250,8,60,Advanced,hi,inscript,310,u:3',
      '',
    ]);
  });

  it('quotes what needs quoting and never lets a cell start a formula', async () => {
    const text = await csvOf(from([row({ skillLevel: '=HYPERLINK("x")', id: 'a,b' })]));
    expect(text.split('\n')[1]).toBe(
      `2026-11-24T09:00:00.000Z,time-60,no,yes,52,50,55,97,250,8,60,"'=HYPERLINK(""x"")",en,,,"a,b"`,
    );
  });

  it('is only a header for a user without results', async () => {
    expect(await csvOf(from([]))).toBe(
      'date,test,punctuation,numbers,wpm,net_wpm,raw_wpm,accuracy,correct_chars,incorrect_chars,seconds,skill_level,language,layout,key_depressions,id\n',
    );
  });

  it('fails, not truncates, when a later page fails', async () => {
    async function* failing() {
      yield [row()];
      throw new Error('results service gone');
    }
    await expect(csvOf(failing())).rejects.toThrow('results service gone');
  });
});
