import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type HistoryRow, Subjects, type UserResults } from '@typing/contracts';
import type { ServiceClient } from '../rpc/service-client';

/**
 * Requests per client and minute to each export route (the CSV, the data export): a member needs
 * one; each walks every result they have, so a script must not start dozens at once.
 */
export const EXPORT_THROTTLE = { default: { limit: 5, ttl: 60_000 } };

/**
 * A member's results, oldest first, a page at a time: the first page as already read (asked before
 * anything is sent, so a failure then still gets its JSON error), each next one only when the one
 * before has been consumed — the gateway holds one page, never the whole history.
 */
export async function* resultPages(
  services: ServiceClient,
  userId: string,
  first: UserResults,
): AsyncGenerator<HistoryRow[]> {
  let page = first;
  yield page.results;
  while (page.next) {
    page = await services.request(Subjects.results.exportUser, { userId, after: page.next });
    yield page.results;
  }
}

/**
 * Streams `{ ...head, "results": [rows...] }` into `out`, a page of rows at a time. A page that
 * fails part-way destroys `out`: the download breaks instead of ending as invalid or shorter JSON
 * that looks complete.
 */
export async function writeJsonWithResults(
  out: Writable,
  head: Record<string, unknown>,
  pages: AsyncIterable<HistoryRow[]>,
): Promise<void> {
  async function* chunks(): AsyncGenerator<string> {
    const opening = JSON.stringify(head);
    yield `${opening.slice(0, -1)}${opening === '{}' ? '' : ','}"results":[`;
    let separator = '';
    for await (const rows of pages) {
      if (rows.length === 0) continue;
      yield separator + rows.map((row) => JSON.stringify(row)).join(',');
      separator = ',';
    }
    yield ']}';
  }
  await pipeline(Readable.from(chunks()), out);
}
