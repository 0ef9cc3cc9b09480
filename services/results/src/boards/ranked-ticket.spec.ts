import { rankedTestText, type SaveResultRequest } from '@typing/contracts';
import { humanGaps, typedWithGaps } from '@typing/typing-core/testing';
import { CLOCK_SKEW_MS, issueTicket, readTicket, ticketHolds } from './ranked-ticket';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const MEMBER = 'a'.repeat(24);
const ISSUED_AT = Date.UTC(2026, 10, 27, 12);

/** A 30 s test typed to its time on the text of `token`'s seed, carrying the token. */
function typedOn(token: string, seed: number): SaveResultRequest {
  const text = rankedTestText('time-30', seed);
  const typed = typedWithGaps(text, text, humanGaps(text.length, { fastestMs: 300, slowestMs: 600 }), {
    durationSeconds: 30,
  });
  return { ...typed, clientId: '0f4c1a3e-2b5d-4e6f-8a9b-0c1d2e3f4a5b', ticket: token };
}

/** The text with its first character changed (a first character always counts whole in base64url). */
const changeFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;

describe('issueTicket and readTicket', () => {
  test('a ticket reads back for its member only, under its secret only', () => {
    const { ticket, token } = issueTicket(SECRET, MEMBER, 'time-30', ISSUED_AT);
    expect(readTicket(SECRET, MEMBER, token)).toEqual(ticket);
    expect(readTicket(SECRET, 'b'.repeat(24), token)).toBeNull();
    expect(readTicket(`${SECRET}x`, MEMBER, token)).toBeNull();
  });

  test('each part is signed: a changed kind, seed, time or id does not read', () => {
    const { token } = issueTicket(SECRET, MEMBER, 'time-30', ISSUED_AT, 7);
    const [kind, seed, issued, id, signature] = token.split('.');
    for (const forged of [
      [`time-60`, seed, issued, id, signature],
      [kind, '8', issued, id, signature],
      [kind, seed, (ISSUED_AT - 60_000).toString(36), id, signature],
      [kind, seed, issued, changeFirst(id!), signature],
      [kind, seed, issued, id, changeFirst(signature!)],
    ]) {
      expect(readTicket(SECRET, MEMBER, forged.join('.'))).toBeNull();
    }
  });

  test.each(['', 'x', 'a.b.c.d.e', 'time-30.1.1.short.sig', 'time-15.1.abc.aaaaaaaaaaaaaaaaaaaaaa.sig', 'a.b.c.d.e.f'])(
    'garbage %p does not read',
    (token) => expect(readTicket(SECRET, MEMBER, token)).toBeNull(),
  );
});

describe('ticketHolds', () => {
  const { ticket, token } = issueTicket(SECRET, MEMBER, 'time-30', ISSUED_AT, 11);
  const result = typedOn(token, ticket.seed);
  const at = (ms: number) => ticketHolds(SECRET, MEMBER, result, ISSUED_AT + ms).holds;

  test('the issued text, typed and saved once its time has passed, may rank', () => {
    expect(ticketHolds(SECRET, MEMBER, result, ISSUED_AT + 31_000)).toEqual({ holds: [], ticket });
  });

  test('a save sooner than the test took, or a ticket past its hour', () => {
    expect(at(20_000)).toEqual(['ticket-too-soon']);
    expect(at(30_000 - CLOCK_SKEW_MS)).toEqual([]);
    expect(at(60 * 60_000 + 1)).toEqual(['ticket-stale']);
  });

  test('another text, another test, no ticket, a forged one', () => {
    expect(ticketHolds(SECRET, MEMBER, typedOn(token, ticket.seed + 1), ISSUED_AT + 31_000).holds).toEqual([
      'ticket-other-text',
    ]);
    const sixty = issueTicket(SECRET, MEMBER, 'time-60', ISSUED_AT, 11).token;
    expect(ticketHolds(SECRET, MEMBER, { ...result, ticket: sixty }, ISSUED_AT + 31_000).holds).toEqual([
      'ticket-other-test',
    ]);
    const { ticket: _none, ...bare } = result;
    expect(ticketHolds(SECRET, MEMBER, bare, ISSUED_AT).holds).toEqual(['no-ticket']);
    expect(ticketHolds(SECRET, 'b'.repeat(24), result, ISSUED_AT + 31_000).holds).toEqual(['ticket-forged']);
  });

  test('tests no board ranks need no ticket', () => {
    expect(ticketHolds(SECRET, MEMBER, { ...result, ticket: undefined, punctuation: true }, ISSUED_AT).holds).toEqual(
      [],
    );
    expect(
      ticketHolds(SECRET, MEMBER, { ...result, ticket: undefined, durationSeconds: 120 }, ISSUED_AT).holds,
    ).toEqual([]);
  });
});
