import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HistoryRow } from '@typing/contracts';
import { stringify } from 'csv-stringify';

const CSV_COLUMNS: { key: keyof HistoryRow; header: string }[] = [
  { key: 'createdAt', header: 'date' },
  { key: 'kind', header: 'test' },
  { key: 'punctuation', header: 'punctuation' },
  { key: 'numbers', header: 'numbers' },
  { key: 'wpm', header: 'wpm' },
  { key: 'netWpm', header: 'net_wpm' },
  { key: 'rawWpm', header: 'raw_wpm' },
  { key: 'accuracy', header: 'accuracy' },
  { key: 'correctChars', header: 'correct_chars' },
  { key: 'incorrectChars', header: 'incorrect_chars' },
  { key: 'elapsedSeconds', header: 'seconds' },
  { key: 'skillLevel', header: 'skill_level' },
  { key: 'language', header: 'language' },
  { key: 'layout', header: 'layout' },
  { key: 'keyDepressions', header: 'key_depressions' },
  { key: 'id', header: 'id' },
];

async function* rowsOf(pages: AsyncIterable<HistoryRow[]>): AsyncGenerator<HistoryRow> {
  for await (const page of pages) yield* page;
}

/** A cell starting with `=`, `+`, `-`, `@`, tab or CR gets a `'`, so a spreadsheet never runs it as a formula. */
export async function writeResultsCsv(out: Writable, pages: AsyncIterable<HistoryRow[]>): Promise<void> {
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
  await pipeline(rowsOf(pages), csv, out);
}
