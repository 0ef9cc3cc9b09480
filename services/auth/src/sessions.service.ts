import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type SessionsChangedEvent, Subjects } from '@typing/contracts';
import { natsConnectOptions } from '@typing/service-kit';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import { AuthConfig } from './auth.config';
import { Session } from './schemas/session.schema';

/** How long a change waits for the bus to confirm its event before answering anyway. */
const ANNOUNCE_TIMEOUT_MS = 1000;

/** Server-side sessions: the cookie names one, so logging out or a password reset ends it for real. */
@Injectable()
export class SessionsService implements OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private bus?: Promise<NatsConnection>;

  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly config: AuthConfig,
  ) {}

  /** A new session per sign-in (a fresh id every time). */
  async create(userId: Types.ObjectId): Promise<{ sessionId: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3_600_000);
    const session = await this.sessions.create({ userId, expiresAt });
    return { sessionId: session._id.toHexString(), expiresAt };
  }

  /**
   * True while the session exists, belongs to the user and has not expired. Runs on every
   * signed-in request the gateway has not cached, so it is a lookup by _id alone (the one query
   * FerretDB answers from an index) with owner and expiry checked here.
   */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (!isValidObjectId(sessionId) || !isValidObjectId(userId)) return false;
    const session = await this.sessions.findById(sessionId, { userId: 1, expiresAt: 1 }).lean();
    return session !== null && session.userId.toString() === userId && session.expiresAt.getTime() > Date.now();
  }

  /** Idempotent: revoking twice, or an unknown session, is fine. Gateways forget it before this returns. */
  async revoke(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
    await this.announce({ sessionId });
  }

  async revokeAll(userId: Types.ObjectId): Promise<void> {
    await this.sessions.deleteMany({ userId });
    await this.announce({ userId: userId.toHexString() });
  }

  /** Ends every session of the user but `keep` (a password change keeps the asking session). */
  async revokeAllBut(userId: Types.ObjectId, keep: string): Promise<void> {
    await this.sessions.deleteMany({ userId, _id: { $ne: keep } });
    await this.announce({ userId: userId.toHexString() });
  }

  /** The user's live sessions, for their data export. */
  list(userId: Types.ObjectId): Promise<{ createdAt: Date; expiresAt: Date }[]> {
    return this.sessions
      .find({ userId, expiresAt: { $gt: new Date() } }, { createdAt: 1, expiresAt: 1 })
      .lean<{ createdAt: Date; expiresAt: Date }[]>();
  }

  /** The user's public profile changed: gateways forget the copies they hold with their sessions. */
  async userChanged(userId: string): Promise<void> {
    await this.announce({ userId });
  }

  /**
   * Publishes `auth.sessions.changed` after the change is stored, and waits until the NATS server
   * has it (a flush): every gateway's subscription then has it queued before the answer to this
   * change is even sent, so the logout's own gateway forgets the session before its client hears
   * back, and the others within the bus's delivery time. If the bus cannot confirm in time, the
   * change still stands (the sessions are gone) and the gateways' cache lifetime bounds the rest.
   */
  private async announce(event: SessionsChangedEvent): Promise<void> {
    try {
      this.bus ??= connect({
        ...natsConnectOptions(this.config),
        maxReconnectAttempts: -1,
        name: 'auth-sessions',
      }).catch((error: unknown) => {
        this.bus = undefined; // the next change tries again
        throw error;
      });
      const bus = await withTimeout(this.bus, ANNOUNCE_TIMEOUT_MS);
      // Nest's event envelope, so an @EventPattern consumer could read it too.
      bus.publish(
        Subjects.auth.sessionsChanged,
        JSON.stringify({ pattern: Subjects.auth.sessionsChanged, data: event }),
      );
      await withTimeout(bus.flush(), ANNOUNCE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`${Subjects.auth.sessionsChanged} not confirmed by the bus: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const bus = this.bus;
    this.bus = undefined;
    await bus?.then((connection) => connection.close()).catch(() => undefined);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
