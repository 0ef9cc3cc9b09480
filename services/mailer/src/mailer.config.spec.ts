import { configProblems, DEV_MAIL_SEALING_KEY, loadConfig } from '@typing/service-kit';
import { MailerConfig } from './mailer.config';

const env = {
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_USER: 'mailer',
  NATS_PASSWORD: 'unit-test-nats-password',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MAIL_SEALING_KEY: DEV_MAIL_SEALING_KEY,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
  MAIL_FROM: 'Typing Practice <no-reply@typing.local>',
  CONTACT_TEAM_EMAIL: 'team@typing.local',
};

describe('MailerConfig', () => {
  it('reads the port as a number, SMTP_SECURE as a boolean, and a team address without a top-level domain', () => {
    const config = loadConfig(MailerConfig, { ...env, SMTP_SECURE: 'false', CONTACT_TEAM_EMAIL: 'team@localhost' });
    expect([config.SMTP_PORT, config.SMTP_SECURE, config.CONTACT_TEAM_EMAIL]).toEqual([1025, false, 'team@localhost']);
  });

  it('names every bad value at once', () => {
    expect(
      configProblems(MailerConfig, { ...env, SMTP_PORT: '0', SMTP_SECURE: 'maybe', CONTACT_TEAM_EMAIL: 'team' }),
    ).toEqual([
      'SMTP_PORT: SMTP_PORT must not be less than 1',
      'SMTP_SECURE: SMTP_SECURE must be true or false',
      'CONTACT_TEAM_EMAIL: CONTACT_TEAM_EMAIL must be an email address',
    ]);
  });

  it('refuses the @typing.local addresses in production', () => {
    const production = { ...env, NODE_ENV: 'production', MAIL_SEALING_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(configProblems(MailerConfig, production)).toEqual([
      'MAIL_FROM must not use the development default in production',
      'CONTACT_TEAM_EMAIL must not use the development default in production',
    ]);
    expect(
      configProblems(MailerConfig, {
        ...production,
        MAIL_FROM: 'Typing <no-reply@typing.example>',
        CONTACT_TEAM_EMAIL: 'team@typing.example',
      }),
    ).toEqual([]);
  });
});
