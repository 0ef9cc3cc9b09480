import { configProblems, DEV_MAIL_SEALING_KEY, loadConfig } from '@typing/service-kit';
import { AuthConfig } from './auth.config';

const valid = {
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_USER: 'unit-test',
  NATS_PASSWORD: 'unit-test-nats-password',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MAIL_SEALING_KEY: DEV_MAIL_SEALING_KEY,
  APP_ORIGIN: 'http://localhost:5173',
  OTP_PEPPER: 'dev-only-otp-pepper-0123456789abcdef',
  S3_ENDPOINT: 'http://127.0.0.1:19000',
  S3_ACCESS_KEY: 'typing-dev-access',
  S3_SECRET_KEY: 'typing-dev-secret-key',
  S3_BUCKET: 'profile-images',
};

const production = {
  ...valid,
  NODE_ENV: 'production',
  MAIL_SEALING_KEY: Buffer.alloc(32, 7).toString('base64'),
  APP_ORIGIN: 'https://typing.example',
  OTP_PEPPER: 'a-production-pepper-of-enough-length-000',
  S3_SECRET_KEY: 'a-production-secret',
};

function problems(env: Record<string, string>): string[] {
  return configProblems(AuthConfig, env);
}

describe('AuthConfig', () => {
  it('loads the development defaults, with Google off and a 168-hour session', () => {
    const config = loadConfig(AuthConfig, valid);
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.SESSION_TTL_HOURS).toBe(168);
    expect(config.GOOGLE_CERTS_URL).toBe('https://www.googleapis.com/oauth2/v1/certs');
  });

  it('lists what is missing or too weak', () => {
    expect(problems({ ...valid, OTP_PEPPER: 'short', APP_ORIGIN: '' })).toEqual(
      expect.arrayContaining(['APP_ORIGIN is missing', 'OTP_PEPPER: OTP_PEPPER must be at least 32 characters']),
    );
  });

  it('refuses every development value in production', () => {
    expect(problems({ ...valid, NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining([
        'MAIL_SEALING_KEY must not use the development default in production',
        'APP_ORIGIN must not use the development default in production',
        'OTP_PEPPER must not use the development default in production',
        'S3_SECRET_KEY must not use the development default in production',
      ]),
    );
  });

  it('boots in production with its own values, and refuses certificates from anywhere but Google', () => {
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, GOOGLE_CERTS_URL: 'http://127.0.0.1:9999/certs' })).toEqual([
      'GOOGLE_CERTS_URL must not use the development default in production',
    ]);
  });
});
