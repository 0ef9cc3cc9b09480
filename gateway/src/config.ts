import { z } from 'zod';
import { BaseConfig, baseSchema, configFrom, envInt } from '@typing/service-kit';

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

/** Where the gateway listens, what it accepts, and the site facts the public pages show. */
export const gatewaySchema = baseSchema.extend({
  GATEWAY_PORT: envInt().min(0).max(65535).default(3000),
  /** The interface to listen on: loopback for `make dev`, 0.0.0.0 inside a container. */
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'REDIS_URL must look like redis://host:port'),
  APP_ORIGIN: z.string().regex(/^https?:\/\/[^/]+$/, 'APP_ORIGIN must be an origin like https://typing.example'),
  RPC_TIMEOUT_MS: envInt().min(100).max(60000).default(5000),
  /**
   * After a stop signal, how long the gateway keeps serving while reporting "not ready", so load
   * balancers polling GET /api/health/ready stop sending it requests before it closes.
   */
  SHUTDOWN_DRAIN_DELAY_MS: envInt().min(0).max(30000).default(3000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/i, 'BODY_LIMIT must look like 100kb')
    .default('100kb'),
  /** Requests per minute one client IP may make across the API. */
  RATE_LIMIT_PER_MINUTE: envInt().min(1).default(300),
  /** Express `trust proxy`: which hops may set X-Forwarded-For (the client IP rate limits use). */
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  /** Signs session cookies (JWT, HS256). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  /**
   * The bearer token GET /api/health asks for: its full dependency report (every service, SMTP,
   * the object store, the databases) is for monitoring, not the public. Unset, the
   * report is closed to everyone (the public probes stay open).
   */
  HEALTH_TOKEN: z.string().min(32, 'HEALTH_TOKEN must be at least 32 characters').optional(),
  /**
   * Operators of the leaderboards: `name:token` pairs, comma-separated, each token 32+
   * characters; the token is sent as a bearer token, the name recorded with every action. Unset,
   * nobody can act.
   */
  OPERATOR_TOKENS: z
    .string()
    .regex(
      OPERATOR_TOKENS_PATTERN,
      'OPERATOR_TOKENS must be name:token pairs, comma-separated (names a-z0-9_-, tokens 32+ characters)',
    )
    .optional(),
  /** Longest a sign-in lasts; the auth service sets each session's end, the cookie never outlives this. */
  SESSION_TTL_HOURS: envInt()
    .min(1)
    .max(24 * 90)
    .default(168),
  /** Google Identity Services client id; absent turns "Continue with Google" off. */
  GOOGLE_CLIENT_ID: z.string().optional(),

  // --- Site facts the public pages show (GET /api/site): nothing deployment-specific is built into
  // the client bundle. The addresses' `.local` defaults serve development only.

  /** Where members write for help (contact, about, terms and privacy pages). */
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').default('support@typing.local'),
  /** Where privacy requests go (privacy page). */
  PRIVACY_EMAIL: z.email('PRIVACY_EMAIL must be an email address').default('privacy@typing.local'),
  /** The grievance officer the Indian rules require (privacy and terms pages). */
  GRIEVANCE_EMAIL: z.email('GRIEVANCE_EMAIL must be an email address').default('grievance@typing.local'),
  /** The about page's two team members; the defaults are placeholders that link to this site's contact page. */
  TEAM_1_NAME: z.string().max(100).default('Team member one'),
  TEAM_1_ROLE: z.string().max(100).default('Founder & Lead Developer'),
  TEAM_1_LINK: z.string().regex(TEAM_LINK, teamLinkMessage('TEAM_1_LINK')).default('/contact'),
  TEAM_2_NAME: z.string().max(100).default('Team member two'),
  TEAM_2_ROLE: z.string().max(100).default('Product Designer & Front-End Engineer'),
  TEAM_2_LINK: z.string().regex(TEAM_LINK, teamLinkMessage('TEAM_2_LINK')).default('/contact'),
});

export class GatewayConfig extends configFrom(gatewaySchema, (config) => ({
  ...BaseConfig.devDefaultsInUse(config),
  APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(config.APP_ORIGIN),
  JWT_SECRET: config.JWT_SECRET === DEV_JWT_SECRET || config.JWT_SECRET.startsWith('dev-only-'),
  HEALTH_TOKEN: config.HEALTH_TOKEN?.startsWith('dev-only-') ?? false,
  OPERATOR_TOKENS: config.OPERATOR_TOKENS?.includes(':dev-only-') ?? false,
  SUPPORT_EMAIL: isLocalAddress(config.SUPPORT_EMAIL),
  PRIVACY_EMAIL: isLocalAddress(config.PRIVACY_EMAIL),
  GRIEVANCE_EMAIL: isLocalAddress(config.GRIEVANCE_EMAIL),
})) {}
