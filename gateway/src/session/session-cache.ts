import { Logger } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type PublicUser, type SessionsChangedEvent, Subjects } from '@typing/contracts';
import { natsConnectOptions, type NatsSettings } from '@typing/service-kit';

/** The longest a positive answer is reused: the bound if a change event were ever lost. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;

interface Entry {
  userId: string;
  user: PublicUser;
  until: number;
}

/** Bus states in which events may have been missed: forget everything and stop caching. */
const UNSAFE_STATUS = new Set([
  'disconnect',
  'reconnecting',
  'staleConnection',
  'forceReconnect',
  'slowConsumer',
  'error',
  'close',
]);

/** Positive answers only, while the change subscription is live; an answer in flight across a change is not kept. */
export class SessionCache {
  private readonly logger = new Logger(SessionCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Moves on every change event and every loss of the bus. */
  private epoch = 0;
  private live = false;
  private connection?: NatsConnection;
  private stopped = false;

  constructor(private readonly now: () => number = Date.now) {}

  start(nats: NatsSettings, onReconnect: () => void = () => undefined): void {
    void this.subscribe(nats, onReconnect).catch((error: unknown) => {
      if (!this.stopped) this.logger.warn(`session cache off: ${(error as Error).message}`);
    });
  }

  private async subscribe(nats: NatsSettings, onReconnect: () => void): Promise<void> {
    const connection = await connect({
      ...natsConnectOptions(nats),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
      name: 'gateway-session-cache',
    });
    if (this.stopped) {
      await connection.close();
      return;
    }
    this.connection = connection;
    connection.subscribe(Subjects.auth.sessionsChanged, {
      callback: (error, message) => {
        if (error) return this.setLive(false);
        try {
          const envelope = message.json<{ data?: SessionsChangedEvent }>();
          this.changed(envelope.data ?? {});
        } catch {
          // Unreadable: forget everything rather than risk keeping a revoked session.
          this.forgetAll();
        }
      },
    });
    void (async () => {
      for await (const status of connection.status()) {
        if (UNSAFE_STATUS.has(status.type)) this.setLive(false);
        else if (status.type === 'reconnect') {
          onReconnect();
          await this.goLive(connection);
        }
      }
    })().catch(() => this.setLive(false));
    await this.goLive(connection);
  }

  /** Live once the server has the subscription (flush), so no event after this point is missed. */
  private async goLive(connection: NatsConnection): Promise<void> {
    try {
      await connection.flush();
      if (!this.stopped && !connection.isClosed()) this.setLive(true);
    } catch {
      this.setLive(false);
    }
  }

  setLive(live: boolean): void {
    if (!live) this.forgetAll();
    this.live = live;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.setLive(false);
    await this.connection?.close().catch(() => undefined);
  }

  lookup(sessionId: string, userId: string): PublicUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.userId !== userId || entry.until <= this.now()) {
      this.forget(sessionId);
      return undefined;
    }
    return { ...entry.user };
  }

  /** Taken before asking the auth service; {@link remember} keeps the answer only if nothing changed since. */
  ticket(): number {
    return this.epoch;
  }

  remember(ticket: number, sessionId: string, user: PublicUser, expiresAt?: number): void {
    if (!this.live || ticket !== this.epoch) return;
    const until = Math.min(this.now() + SESSION_CACHE_TTL_MS, expiresAt ?? Infinity);
    if (until <= this.now()) return;
    this.forget(sessionId);
    this.entries.set(sessionId, { userId: user._id, user: { ...user }, until });
    let sessions = this.byUser.get(user._id);
    if (!sessions) this.byUser.set(user._id, (sessions = new Set()));
    sessions.add(sessionId);
    if (this.entries.size > SESSION_CACHE_MAX) this.forget(this.entries.keys().next().value!);
  }

  changed(event: SessionsChangedEvent): void {
    this.epoch += 1;
    if (typeof event.sessionId === 'string') this.forget(event.sessionId);
    if (typeof event.userId === 'string') {
      for (const sessionId of [...(this.byUser.get(event.userId) ?? [])]) this.forget(sessionId);
    }
    if (typeof event.sessionId !== 'string' && typeof event.userId !== 'string') this.forgetAll();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(entry.userId);
  }

  private forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.byUser.clear();
  }
}
