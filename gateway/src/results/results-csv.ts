import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HistoryRow } from '@typing/contracts';
import { stringify } from 'csv-stringify';

/** The CSV's columns, in order: the history row's fields under the names a spreadsheet shows. */
export const CSV_COLUMNS: { key: keyof HistoryRow; header: string }[] = [
  { key: 'createdAt', header: 'date' },
  { key: 'kind', header: 'test' },
  { key: 'punctuation', header: 'punctuation' },
  { key: 'numbers', header: 'numbers' },
  { key: 'wpm', header: 'wpm' },
  // Net and raw WPM as the typing sites compute them; empty for a result stored without its texts.
  { key: 'netWpm', header: 'net_wpm' },
  { key: 'rawWpm', header: 'raw_wpm' },
  { key: 'accuracy', header: 'accuracy' },
  { key: 'correctChars', header: 'correct_chars' },
  { key: 'incorrectChars', header: 'incorrect_chars' },
  { key: 'elapsedSeconds', header: 'seconds' },
  { key: 'skillLevel', header: 'skill_level' },
  // A Hindi test's layout and key depressions; empty for other tests.
  { key: 'language', header: 'language' },
  { key: 'layout', header: 'layout' },
  { key: 'keyDepressions', header: 'key_depressions' },
  { key: 'id', header: 'id' },
];

async function* rowsOf(pages: AsyncIterable<HistoryRow[]>): AsyncGenerator<HistoryRow> {
  for await (const page of pages) yield* page;
}

/**
 * Streams the rows of every page as CSV into `out` (RFC 4180 quoting; a cell that starts with
 * `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`, so a spreadsheet never runs it
 * as a formula). A page that fails part-way destroys `out`: the download breaks instead of
 * ending as a silently shorter file.
 */
export async function writeResultsCsv(out: Writable, pages: AsyncIterable<HistoryRow[]>): Promise<void> {
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
  await pipeline(rowsOf(pages), csv, out);
}
