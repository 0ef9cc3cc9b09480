import { DEV_JWT_SECRET } from './config';

/** The least a gateway's config needs, for unit tests (nothing here is reached). */
export const UNIT_TEST_ENV = {
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_USER: 'unit-test',
  NATS_PASSWORD: 'unit-test-nats-password',
  REDIS_URL: 'redis://127.0.0.1:6379',
  APP_ORIGIN: 'http://localhost:5173',
  JWT_SECRET: DEV_JWT_SECRET,
};

/** What production needs on top of it (no development value left). */
export const UNIT_TEST_PRODUCTION = {
  NODE_ENV: 'production',
  APP_ORIGIN: 'https://typing.example',
  JWT_SECRET: 'k7Qe2LrX9vWb4sNf8TzYp1GhJm6DcUa3',
  SUPPORT_EMAIL: 'support@typing.example',
  PRIVACY_EMAIL: 'privacy@typing.example',
  GRIEVANCE_EMAIL: 'grievance@typing.example',
};
