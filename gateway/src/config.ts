import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { BaseConfig } from '@typing/service-kit';

const OPERATOR_PAIR = '[a-z][a-z0-9_-]{0,31}:[^\\s,:]{32,}';
const OPERATOR_TOKENS_PATTERN = new RegExp(`^${OPERATOR_PAIR}(,${OPERATOR_PAIR})*$`);

/** The operators OPERATOR_TOKENS names, as [name, token] pairs. */
export const operatorTokens = (value: string | undefined): [string, string][] =>
  (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]);

/** The signing secret `.env.example` ships for development; production refuses it. */
export const DEV_JWT_SECRET = 'dev-only-session-signing-secret-0123456789abcdef';

/** `.local` is reserved for a local network: mail to it is undeliverable on any real deployment. */
const isLocalAddress = (email: string) => /\.local$/i.test(email);

/** A team member's profile: an https page, or a page of this site (`/contact`). */
const TEAM_LINK = /^(https:\/\/[^\s/]+\.[^\s]*|\/[^/\s][^\s]*)$/;
const teamLinkMessage = (name: string) => `${name} must be an https:// address or a path on this site like /contact`;

export class GatewayConfig extends BaseConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  GATEWAY_PORT: number = 3000;

  /** The interface to listen on: loopback for `make dev`, 0.0.0.0 inside a container. */
  @IsString()
  @IsNotEmpty()
  GATEWAY_HOST: string = '127.0.0.1';

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:port' })
  REDIS_URL: string;

  @Matches(/^https?:\/\/[^/]+$/, { message: 'APP_ORIGIN must be an origin like https://typing.example' })
  APP_ORIGIN: string;

  @IsInt()
  @Min(100)
  @Max(60000)
  RPC_TIMEOUT_MS: number = 5000;

  /**
   * After a stop signal, how long the gateway keeps serving while reporting "not ready", so load
   * balancers polling GET /api/health/ready stop sending it requests before it closes.
   */
  @IsInt()
  @Min(0)
  @Max(30000)
  SHUTDOWN_DRAIN_DELAY_MS: number = 3000;

  @IsString()
  @Matches(/^\d+(kb|mb)$/i, { message: 'BODY_LIMIT must look like 100kb' })
  BODY_LIMIT: string = '100kb';

  /** Requests per minute one client IP may make across the API. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE: number = 300;

  /** Express `trust proxy`: which hops may set X-Forwarded-For (the client IP rate limits use). */
  @IsString()
  TRUST_PROXY: string = 'loopback, linklocal, uniquelocal';

  /** Signs session cookies (JWT, HS256). */
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string;

  /**
   * The bearer token GET /api/health asks for: its full dependency report (every service, SMTP,
   * the object store, the databases) is for monitoring, not the public. Unset, the
   * report is closed to everyone (the public probes stay open).
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'HEALTH_TOKEN must be at least 32 characters' })
  HEALTH_TOKEN?: string;

  /**
   * Operators of the leaderboards: `name:token` pairs, comma-separated, each token 32+
   * characters; the token is sent as a bearer token, the name recorded with every action. Unset,
   * nobody can act.
   */
  @IsOptional()
  @Matches(OPERATOR_TOKENS_PATTERN, {
    message: 'OPERATOR_TOKENS must be name:token pairs, comma-separated (names a-z0-9_-, tokens 32+ characters)',
  })
  OPERATOR_TOKENS?: string;

  /** Longest a sign-in lasts; the auth service sets each session's end, the cookie never outlives this. */
  @IsInt()
  @Min(1)
  @Max(24 * 90)
  SESSION_TTL_HOURS: number = 168;

  /** Google Identity Services client id; absent turns "Continue with Google" off. */
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  // --- Site facts the public pages show (GET /api/site): nothing deployment-specific is built into
  // the client bundle. The addresses' `.local` defaults serve development only.

  /** Where members write for help (contact, about, terms and privacy pages). */
  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an email address' })
  SUPPORT_EMAIL: string = 'support@typing.local';

  /** Where privacy requests go (privacy page). */
  @IsEmail({}, { message: 'PRIVACY_EMAIL must be an email address' })
  PRIVACY_EMAIL: string = 'privacy@typing.local';

  /** The grievance officer the Indian rules require (privacy and terms pages). */
  @IsEmail({}, { message: 'GRIEVANCE_EMAIL must be an email address' })
  GRIEVANCE_EMAIL: string = 'grievance@typing.local';

  /** The about page's two team members; the defaults are placeholders that link to this site's contact page. */
  @IsString()
  @MaxLength(100)
  TEAM_1_NAME: string = 'Team member one';

  @IsString()
  @MaxLength(100)
  TEAM_1_ROLE: string = 'Founder & Lead Developer';

  @Matches(TEAM_LINK, { message: teamLinkMessage('TEAM_1_LINK') })
  TEAM_1_LINK: string = '/contact';

  @IsString()
  @MaxLength(100)
  TEAM_2_NAME: string = 'Team member two';

  @IsString()
  @MaxLength(100)
  TEAM_2_ROLE: string = 'Product Designer & Front-End Engineer';

  @Matches(TEAM_LINK, { message: teamLinkMessage('TEAM_2_LINK') })
  TEAM_2_LINK: string = '/contact';

  override devDefaultsInUse(): Record<string, boolean> {
    return {
      ...super.devDefaultsInUse(),
      APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(this.APP_ORIGIN),
      JWT_SECRET: this.JWT_SECRET === DEV_JWT_SECRET || this.JWT_SECRET.startsWith('dev-only-'),
      HEALTH_TOKEN: this.HEALTH_TOKEN?.startsWith('dev-only-') ?? false,
      OPERATOR_TOKENS: this.OPERATOR_TOKENS?.includes(':dev-only-') ?? false,
      SUPPORT_EMAIL: isLocalAddress(this.SUPPORT_EMAIL),
      PRIVACY_EMAIL: isLocalAddress(this.PRIVACY_EMAIL),
      GRIEVANCE_EMAIL: isLocalAddress(this.GRIEVANCE_EMAIL),
    };
  }
}
