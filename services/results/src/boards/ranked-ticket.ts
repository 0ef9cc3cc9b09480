/** Ranked tests' tickets: the server picks the seed and signs the ticket; a save bringing one back is checked here. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BOARD_KINDS,
  type BoardKind,
  RANKED_TICKET_LIMITS,
  rankedKindOf,
  rankedTestText,
  type SaveResultRequest,
} from '@typing/contracts';

/** Why a result of a board's kind may not rank, as far as its ticket goes. */
export type TicketHold =
  | 'no-ticket'
  | 'ticket-forged'
  | 'ticket-other-test'
  | 'ticket-other-text'
  | 'ticket-stale'
  | 'ticket-too-soon'
  | 'ticket-used';

export interface IssuedTicket {
  kind: BoardKind;
  seed: number;
  issuedAtMs: number;
  /** Unique per ticket: what its single use is claimed by. */
  id: string;
}

/** How far two replicas' clocks may disagree about when a ticket was issued. */
export const CLOCK_SKEW_MS = 500;

const signed = (secret: string, userId: string, { kind, seed, issuedAtMs, id }: IssuedTicket): Buffer =>
  createHmac('sha256', secret).update(`ranked-test|v1|${userId}|${kind}|${seed}|${issuedAtMs}|${id}`).digest();

/** A new test of `kind` for the member: its seed (random unless given), and the ticket that names it. */
export function issueTicket(
  secret: string,
  userId: string,
  kind: BoardKind,
  nowMs: number,
  seed = randomInt(0, 2 ** 32 - 1),
) {
  const ticket: IssuedTicket = {
    kind,
    seed,
    issuedAtMs: nowMs,
    id: randomBytes(16).toString('base64url'),
  };
  const token = [
    kind,
    ticket.seed,
    nowMs.toString(36),
    ticket.id,
    signed(secret, userId, ticket).toString('base64url'),
  ];
  return { ticket, token: token.join('.') };
}

/** The ticket a token names, if this server signed it for this member; null otherwise. */
export function readTicket(secret: string, userId: string, token: string): IssuedTicket | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [kind, seed, issued, id, signature] = parts as [string, string, string, string, string];
  if (!(BOARD_KINDS as readonly string[]).includes(kind) || !/^\d{1,10}$/.test(seed)) return null;
  if (!/^[0-9a-z]{1,12}$/.test(issued) || !/^[\w-]{22}$/.test(id)) return null;
  const ticket: IssuedTicket = { kind: kind as BoardKind, seed: Number(seed), issuedAtMs: parseInt(issued, 36), id };
  // Compared as text: base64url would read two spellings of one signature as the same bytes.
  const expected = Buffer.from(signed(secret, userId, ticket).toString('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ticket : null;
}

/** What keeps a result off the boards by its ticket (empty: may rank once claimed); other kinds need no ticket. */
export function ticketHolds(
  secret: string,
  userId: string,
  result: SaveResultRequest,
  nowMs: number,
): { holds: TicketHold[]; ticket?: IssuedTicket } {
  const kind = rankedKindOf(result);
  if (!kind) return { holds: [] };
  if (!result.ticket) return { holds: ['no-ticket'] };
  const ticket = readTicket(secret, userId, result.ticket);
  if (!ticket) return { holds: ['ticket-forged'] };
  if (ticket.kind !== kind) return { holds: ['ticket-other-test'] };
  const holds: TicketHold[] = [];
  if (result.sampleText !== rankedTestText(ticket.kind, ticket.seed)) holds.push('ticket-other-text');
  const age = nowMs - ticket.issuedAtMs;
  if (age > RANKED_TICKET_LIMITS.maxAgeMs) holds.push('ticket-stale');
  // The test cannot have been typed in less time than it took.
  if (age < result.elapsedSeconds * 1000 - CLOCK_SKEW_MS) holds.push('ticket-too-soon');
  return { holds, ticket };
}
