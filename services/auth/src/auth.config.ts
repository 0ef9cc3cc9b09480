import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { MailSealingConfig } from '@typing/service-kit';

/** The development values in .env.example that production must not boot with. */
const DEV_OTP_PEPPER = 'dev-only-otp-pepper-0123456789abcdef';
const DEV_S3_SECRET_KEY = 'typing-dev-secret-key';
const GOOGLE_PEM_CERTS_URL = 'https://www.googleapis.com/oauth2/v1/certs';

export class AuthConfig extends MailSealingConfig {
  /** The browser origin of the app: reset links point here, never at a request's Host header. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'APP_ORIGIN must be an origin like https://typing.example' })
  APP_ORIGIN: string;

  @IsInt()
  @Min(1)
  @Max(24 * 365)
  SESSION_TTL_HOURS: number = 168;

  /** Keys the HMAC of one-time codes, so a database dump alone cannot brute-force six digits. */
  @IsString()
  @MinLength(32, { message: 'OTP_PEPPER must be at least 32 characters' })
  OTP_PEPPER: string;

  /** Google Identity Services client id; absent turns Google sign-in off (503 GOOGLE_NOT_CONFIGURED). */
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  /** Where Google's ID-token signing certificates (PEM, keyed by kid) are fetched; tests serve their own. */
  @Matches(/^https?:\/\/.+/, { message: 'GOOGLE_CERTS_URL must be an http(s) URL' })
  GOOGLE_CERTS_URL: string = GOOGLE_PEM_CERTS_URL;

  @Matches(/^https?:\/\/[^/]+$/, { message: 'S3_ENDPOINT must look like http://host:port' })
  S3_ENDPOINT: string;

  @IsString() @MinLength(3) S3_ACCESS_KEY: string;
  @IsString() @MinLength(8) S3_SECRET_KEY: string;

  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET: string;

  override devDefaultsInUse(): Record<string, boolean> {
    return {
      ...super.devDefaultsInUse(),
      APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(this.APP_ORIGIN),
      OTP_PEPPER: this.OTP_PEPPER === DEV_OTP_PEPPER,
      S3_SECRET_KEY: this.S3_SECRET_KEY === DEV_S3_SECRET_KEY,
      // Certificates from anywhere but Google would let their holder mint sign-ins.
      GOOGLE_CERTS_URL: this.GOOGLE_CERTS_URL !== GOOGLE_PEM_CERTS_URL,
    };
  }
}
