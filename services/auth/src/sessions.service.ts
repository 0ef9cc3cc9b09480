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

  async create(userId: Types.ObjectId): Promise<{ sessionId: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3_600_000);
    const session = await this.sessions.create({ userId, expiresAt });
    return { sessionId: session._id.toHexString(), expiresAt };
  }

  /** A lookup by `_id` alone (the one query FerretDB answers from an index); owner and expiry are checked here. */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (!isValidObjectId(sessionId) || !isValidObjectId(userId)) return false;
    const session = await this.sessions.findById(sessionId, { userId: 1, expiresAt: 1 }).lean();
    return session !== null && session.userId.toString() === userId && session.expiresAt.getTime() > Date.now();
  }

  /** Idempotent; gateways forget the session before this returns. */
  async revoke(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
    await this.announce({ sessionId });
  }

  async revokeAll(userId: Types.ObjectId): Promise<void> {
    await this.sessions.deleteMany({ userId });
    await this.announce({ userId: userId.toHexString() });
  }

  async revokeAllBut(userId: Types.ObjectId, keep: string): Promise<void> {
    await this.sessions.deleteMany({ userId, _id: { $ne: keep } });
    await this.announce({ userId: userId.toHexString() });
  }

  list(userId: Types.ObjectId): Promise<{ createdAt: Date; expiresAt: Date }[]> {
    return this.sessions
      .find({ userId, expiresAt: { $gt: new Date() } }, { createdAt: 1, expiresAt: 1 })
      .lean<{ createdAt: Date; expiresAt: Date }[]>();
  }

  async userChanged(userId: string): Promise<void> {
    await this.announce({ userId });
  }

  /** Flushed before answering, so gateways forget first; if the bus cannot confirm, their cache lifetime bounds the rest. */
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
