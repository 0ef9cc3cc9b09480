import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, type GoogleLogin, Messages, type SessionGrant } from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import { OAuth2Client, type TokenPayload } from 'google-auth-library';
import type { Model, Types } from 'mongoose';
import { AccountsService } from './accounts.service';
import { AuthConfig } from './auth.config';
import { OtpService } from './otp.service';
import { Identity } from './schemas/identity.schema';
import { User } from './schemas/user.schema';

const PROVIDER = 'google';
/** Only Google's own issuers (the library would also accept its universe domain by default). */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const CERTS_UNREACHABLE = /^Failed to retrieve verification certificates/;

type StoredUser = User & { _id: Types.ObjectId };

/** google-auth-library checks the token's signature, audience, issuer and expiry. */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger(GoogleSignInService.name);
  private readonly client: OAuth2Client | undefined;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Identity.name) private readonly identities: Model<Identity>,
    private readonly accounts: AccountsService,
    private readonly otp: OtpService,
    private readonly config: AuthConfig,
  ) {
    this.client = config.GOOGLE_CLIENT_ID
      ? new OAuth2Client({
          clientId: config.GOOGLE_CLIENT_ID,
          endpoints: { oauth2FederatedSignonPemCertsUrl: config.GOOGLE_CERTS_URL },
          issuers: GOOGLE_ISSUERS,
        })
      : undefined;
  }

  async signIn(dto: GoogleLogin): Promise<SessionGrant> {
    const profile = await this.verifiedProfile(dto.credential);
    const user = await this.userFor(profile);
    return this.accounts.grantSession(user);
  }

  private async verifiedProfile(credential: string): Promise<TokenPayload & { email: string }> {
    if (!this.client) throw rpcError(503, ErrorCode.GoogleNotConfigured, Messages.googleNotConfigured);
    let payload: TokenPayload | undefined;
    try {
      const ticket = await this.client.verifyIdToken({ idToken: credential, audience: this.config.GOOGLE_CLIENT_ID });
      payload = ticket.getPayload();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (CERTS_UNREACHABLE.test(message)) {
        this.logger.error('Google certificates could not be fetched');
        throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
      }
      // The library's messages can quote the token: only the fact is logged.
      this.logger.warn('a Google ID token was refused');
      throw rpcError(401, ErrorCode.GoogleTokenInvalid, Messages.googleTokenInvalid);
    }
    if (!payload?.sub || !payload.email) {
      throw rpcError(401, ErrorCode.GoogleTokenInvalid, Messages.googleTokenInvalid);
    }
    const emailVerified = payload.email_verified === true || String(payload.email_verified) === 'true';
    if (!emailVerified) throw rpcError(401, ErrorCode.GoogleTokenInvalid, Messages.googleEmailUnverified);
    return { ...payload, email: payload.email.trim().toLowerCase() };
  }

  /** Unique indexes on the address and on (provider, subject) settle parallel first sign-ins: the loser re-reads. */
  private async userFor(profile: TokenPayload & { email: string }): Promise<StoredUser> {
    const known = await this.identities.findOne({ provider: PROVIDER, subject: profile.sub }).lean();
    if (known) {
      const user = await this.users.findById(known.userId).lean();
      if (user) return user;
      await this.identities.deleteOne({ _id: known._id });
    }
    const user = await this.linkOrCreate(profile);
    try {
      await this.identities.create({ provider: PROVIDER, subject: profile.sub, userId: user._id });
      return user;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.identities.findOne({ provider: PROVIDER, subject: profile.sub }).lean();
      const linked = winner && (await this.users.findById(winner.userId).lean());
      if (!linked) throw error;
      return linked;
    }
  }

  private async linkOrCreate(profile: TokenPayload & { email: string }): Promise<StoredUser> {
    const existing = await this.users.findOne({ email: profile.email }).lean();
    if (existing) return existing.verified ? existing : this.claimUnverified(existing, profile);
    try {
      const created = await this.users.create({
        name: displayName(profile),
        email: profile.email,
        verified: true,
      });
      this.logger.log(`user ${created._id.toHexString()} signed up with Google`);
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const raced = await this.users.findOne({ email: profile.email }).lean();
      if (!raced) throw error;
      return raced.verified ? raced : this.claimUnverified(raced, profile);
    }
  }

  /** Its password and pending code are dropped, so whoever chose them cannot later sign in to the owner's account. */
  private async claimUnverified(user: StoredUser, profile: TokenPayload & { email: string }): Promise<StoredUser> {
    const claimed = await this.users
      .findOneAndUpdate(
        { _id: user._id },
        { $set: { verified: true, name: displayName(profile) }, $unset: { passwordHash: '' } },
        { returnDocument: 'after' },
      )
      .lean();
    await this.otp.discard(user._id);
    return claimed ?? user;
  }
}

function displayName(profile: TokenPayload & { email: string }): string {
  const name = (profile.name ?? '').trim() || profile.email.split('@')[0]!;
  return name.slice(0, 100);
}
