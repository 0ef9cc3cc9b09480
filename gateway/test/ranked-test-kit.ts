import { rankedTestText } from '@typing/contracts';
import { issueTicket } from '@typing/results-service';
import type { TypingResult } from '@typing/typing-core';
import { humanGaps, typedWithGaps } from '@typing/typing-core/testing';

/**
 * A timed test as the results service issues it (its words drawn from the ticket's seed), signed with
 * the stack's RANKED_TEST_SECRET as the service signs, `agoMs` ago: by default a whole test's time
 * ago, so its save is not too soon. A fixed seed, so every run types the same words.
 */
export function issuedTest(
  env: Record<string, string>,
  userId: string,
  durationSeconds: 30 | 60,
  agoMs = (durationSeconds + 1) * 1000,
) {
  const kind = durationSeconds === 30 ? 'time-30' : 'time-60';
  const { ticket, token } = issueTicket(env.RANKED_TEST_SECRET!, userId, kind, Date.now() - agoMs, 2026);
  return { text: rankedTestText(kind, ticket.seed), ticket: token };
}

/** An issued timed test typed to its time like a person (uneven gaps within `pace`), with its ticket. */
export function typedIssuedTest(
  env: Record<string, string>,
  userId: string,
  {
    durationSeconds = 60,
    pace = [300, 600],
    seed = 1,
  }: { durationSeconds?: 30 | 60; pace?: [number, number]; seed?: number } = {},
): TypingResult & { ticket: string } {
  const { text, ticket } = issuedTest(env, userId, durationSeconds);
  const gaps = humanGaps(text.length, { seed, fastestMs: pace[0], slowestMs: pace[1] });
  return { ...typedWithGaps(text, text, gaps, { durationSeconds }), ticket };
}
