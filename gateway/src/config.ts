import { z } from 'zod';
import { BaseConfig, baseSchema, configFrom, envInt } from '@typing/service-kit';

const OPERATOR_PAIR = '[a-z][a-z0-9_-]{0,31}:[^\\s,:]{32,}';
const OPERATOR_TOKENS_PATTERN = new RegExp(`^${OPERATOR_PAIR}(,${OPERATOR_PAIR})*$`);

export const operatorTokens = (value: string | undefined): [string, string][] =>
  (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]);

/** The signing secret `.env.example` ships for development; production refuses it. */
export const DEV_JWT_SECRET = 'dev-only-session-signing-secret-0123456789abcdef';

const isLocalAddress = (email: string) => /\.local$/i.test(email);

const TEAM_LINK = /^(https:\/\/[^\s/]+\.[^\s]*|\/[^/\s][^\s]*)$/;
const teamLinkMessage = (name: string) => `${name} must be an https:// address or a path on this site like /contact`;

const gatewaySchema = baseSchema.extend({
  GATEWAY_PORT: envInt().min(0).max(65535).default(3000),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'REDIS_URL must look like redis://host:port'),
  APP_ORIGIN: z.string().regex(/^https?:\/\/[^/]+$/, 'APP_ORIGIN must be an origin like https://typing.example'),
  RPC_TIMEOUT_MS: envInt().min(100).max(60000).default(5000),
  /** After a stop signal the gateway reports "not ready" this long, so load balancers stop sending requests first. */
  SHUTDOWN_DRAIN_DELAY_MS: envInt().min(0).max(30000).default(3000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/i, 'BODY_LIMIT must look like 100kb')
    .default('100kb'),
  RATE_LIMIT_PER_MINUTE: envInt().min(1).default(300),
  /** Which hops may set X-Forwarded-For, the client IP the rate limits use. */
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  /** Unset, the full health report is closed to everyone (the public probes stay open). */
  HEALTH_TOKEN: z.string().min(32, 'HEALTH_TOKEN must be at least 32 characters').optional(),
  /** Unset, nobody can act on the leaderboards. */
  OPERATOR_TOKENS: z
    .string()
    .regex(
      OPERATOR_TOKENS_PATTERN,
      'OPERATOR_TOKENS must be name:token pairs, comma-separated (names a-z0-9_-, tokens 32+ characters)',
    )
    .optional(),
  SESSION_TTL_HOURS: envInt()
    .min(1)
    .max(24 * 90)
    .default(168),
  GOOGLE_CLIENT_ID: z.string().optional(),

  // Site facts for the public pages (GET /api/site), so nothing deployment-specific is built into the bundle.

  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').default('support@typing.local'),
  PRIVACY_EMAIL: z.email('PRIVACY_EMAIL must be an email address').default('privacy@typing.local'),
  GRIEVANCE_EMAIL: z.email('GRIEVANCE_EMAIL must be an email address').default('grievance@typing.local'),
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
