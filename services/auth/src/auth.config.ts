import { z } from 'zod';
import { configFrom, envInt, MailSealingConfig, mailSealingSchema } from '@typing/service-kit';

const DEV_OTP_PEPPER = 'dev-only-otp-pepper-0123456789abcdef';
const DEV_S3_SECRET_KEY = 'typing-dev-secret-key';
const GOOGLE_PEM_CERTS_URL = 'https://www.googleapis.com/oauth2/v1/certs';

const authSchema = mailSealingSchema.extend({
  /** The browser origin of the app: reset links point here, never at a request's Host header. */
  APP_ORIGIN: z.string().regex(/^https?:\/\/[^/]+$/, 'APP_ORIGIN must be an origin like https://typing.example'),
  SESSION_TTL_HOURS: envInt()
    .min(1)
    .max(24 * 365)
    .default(168),
  /** Keys the HMAC of one-time codes, so a database dump alone cannot brute-force six digits. */
  OTP_PEPPER: z.string().min(32, 'OTP_PEPPER must be at least 32 characters'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CERTS_URL: z
    .string()
    .regex(/^https?:\/\/.+/, 'GOOGLE_CERTS_URL must be an http(s) URL')
    .default(GOOGLE_PEM_CERTS_URL),
  S3_ENDPOINT: z.string().regex(/^https?:\/\/[^/]+$/, 'S3_ENDPOINT must look like http://host:port'),
  S3_ACCESS_KEY: z.string().min(3),
  S3_SECRET_KEY: z.string().min(8),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name'),
});

export class AuthConfig extends configFrom(authSchema, (config) => ({
  ...MailSealingConfig.devDefaultsInUse(config),
  APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(config.APP_ORIGIN),
  OTP_PEPPER: config.OTP_PEPPER === DEV_OTP_PEPPER,
  S3_SECRET_KEY: config.S3_SECRET_KEY === DEV_S3_SECRET_KEY,
  // Certificates from anywhere but Google would let their holder mint sign-ins.
  GOOGLE_CERTS_URL: config.GOOGLE_CERTS_URL !== GOOGLE_PEM_CERTS_URL,
})) {}
