import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type HistoryRow, Subjects, type UserResults } from '@typing/contracts';
import type { ServiceClient } from '../rpc/service-client';

/** Each export walks every result a member has, so a script must not start dozens at once. */
export const EXPORT_THROTTLE = { default: { limit: 5, ttl: 60_000 } };

/** The first page is read before anything is sent, so its failure still gets a JSON error; one page is held at a time. */
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

/** A page failing part-way destroys `out`, so the download breaks instead of ending as JSON that looks complete. */
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
