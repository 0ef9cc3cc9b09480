import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import { AuthConfig } from './auth.config';
import { Session } from './schemas/session.schema';

/** Server-side sessions: the cookie names one, so logging out or a password reset ends it for real. */
@Injectable()
export class SessionsService {
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
   * signed-in request, so it is a lookup by _id alone (the one query FerretDB answers from an
   * index) with owner and expiry checked here.
   */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (!isValidObjectId(sessionId) || !isValidObjectId(userId)) return false;
    const session = await this.sessions.findById(sessionId, { userId: 1, expiresAt: 1 }).lean();
    return session !== null && session.userId.toString() === userId && session.expiresAt.getTime() > Date.now();
  }

  /** Idempotent: revoking twice, or an unknown session, is fine. */
  async revoke(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
  }

  async revokeAll(userId: Types.ObjectId): Promise<void> {
    await this.sessions.deleteMany({ userId });
  }
}
