import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type BoardKind, RANKED_TICKET_LIMITS, type RankedTest, type SaveResultRequest } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { TicketClaim } from './board.schema';
import { issueTicket, type TicketHold, ticketHolds } from './ranked-ticket';

export const RANKED_TEST_SECRET = Symbol('RANKED_TEST_SECRET');

const PURGE_INTERVAL_MS = 3600_000;

/** Issues ranked tests (a seed and a signed ticket, nothing stored) and spends a saved ticket once (a unique claim). */
@Injectable()
export class RankedTests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RankedTests.name);
  private timer: NodeJS.Timeout | undefined;
  private readonly claims: mongo.Collection<TicketClaim>;

  constructor(
    @Inject(RANKED_TEST_SECRET) private readonly secret: string,
    @InjectModel(TicketClaim.name) claims: Model<TicketClaim>,
  ) {
    this.claims = collectionOf(claims);
  }

  issue(userId: string, kind: BoardKind, nowMs = Date.now()): RankedTest {
    const { ticket, token } = issueTicket(this.secret, userId, kind, nowMs);
    return { kind, seed: ticket.seed, ticket: token, issuedAt: new Date(nowMs).toISOString() };
  }

  /** Why the result may not rank by its ticket; a valid ticket is spent on it (a retry of it finds its own claim). */
  async holds(userId: string, resultId: string, result: SaveResultRequest): Promise<TicketHold[]> {
    const { holds, ticket } = ticketHolds(this.secret, userId, result, Date.now());
    if (!ticket || holds.length > 0) return holds;
    try {
      await this.claims.insertOne({ _id: ticket.id, resultId, claimedAt: new Date() });
      return [];
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const claim = await this.claims.findOne<TicketClaim>({ _id: ticket.id });
      return claim?.resultId === resultId ? [] : ['ticket-used'];
    }
  }

  onApplicationBootstrap(): void {
    // A claim outlives its ticket's good time only to be forgotten: an older ticket is stale anyway.
    this.timer = setInterval(() => {
      const before = new Date(Date.now() - 2 * RANKED_TICKET_LIMITS.maxAgeMs);
      this.claims.deleteMany({ claimedAt: { $lt: before } }).catch((error: unknown) => {
        this.logger.warn(`spent tickets not purged: ${(error as Error).message}`);
      });
    }, PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
