import { describe, expect, it } from '@jest/globals';
import { type BoardKind, RANKED_TICKET_LIMITS, type RankedTest, rankedTestText } from '@typing/contracts/web';
import { RankedTestSlots } from './ranked-test-slots';

/** The server's answers, one seed after another (1, 2, …); `failing` refuses the next ask. */
function server() {
  const asked: BoardKind[] = [];
  let failing = false;
  const ask = (kind: BoardKind): Promise<RankedTest> => {
    asked.push(kind);
    if (failing) {
      failing = false;
      return Promise.reject(new Error('503'));
    }
    const seed = asked.length;
    return Promise.resolve({ kind, seed, ticket: `ticket-${seed}`, issuedAt: new Date().toISOString() });
  };
  return { asked, ask, failNext: () => (failing = true) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RankedTestSlots', () => {
  it('a test drawn from its seed, and the next one asked for at once and taken without waiting', async () => {
    const { asked, ask } = server();
    const slots = new RankedTestSlots(ask);
    expect(slots.take('time-30')).toBeNull();
    const first = await slots.next('time-30', () => true);
    expect(first).toMatchObject({ kind: 'time-30', ticket: 'ticket-1', text: rankedTestText('time-30', 1) });
    await settle();
    expect(slots.take('time-30')).toMatchObject({ ticket: 'ticket-2' });
    expect(asked).toEqual(['time-30', 'time-30', 'time-30']);
  });

  it('a waiter that no longer wants its test leaves it for the next one', async () => {
    const slots = new RankedTestSlots(server().ask);
    const [gone, wanting] = await Promise.all([
      slots.next('words-25', () => false),
      slots.next('words-25', () => true),
    ]);
    expect(gone).toBeNull();
    expect(wanting).toMatchObject({ ticket: 'ticket-1' });
  });

  it('a failed ask gives none and is asked again next time', async () => {
    const { ask, failNext } = server();
    const slots = new RankedTestSlots(ask);
    failNext();
    expect(await slots.next('time-60', () => true)).toBeNull();
    expect(await slots.next('time-60', () => true)).toMatchObject({ ticket: 'ticket-2' });
  });

  it('a test kept too long is not taken', async () => {
    const slots = new RankedTestSlots(server().ask);
    await slots.next('time-60', () => true);
    await settle();
    const realNow = Date.now;
    Date.now = () => realNow() + RANKED_TICKET_LIMITS.refreshAfterMs;
    try {
      expect(slots.take('time-60')).toBeNull();
    } finally {
      Date.now = realNow;
    }
  });
});
