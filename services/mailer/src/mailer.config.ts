import { z } from 'zod';
import { configFrom, envBoolean, envInt, MailSealingConfig, mailSealingSchema } from '@typing/service-kit';

const devDomain = /@typing\.local>?$/;

const mailerSchema = mailSealingSchema.extend({
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: envInt().min(1).max(65535),
  SMTP_SECURE: envBoolean().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3),
  // A team's address may be on a host without a top-level domain (team@localhost).
  CONTACT_TEAM_EMAIL: z.email({ pattern: /^[^\s@]+@[^\s@.][^\s@]*$/ }),
});

export class MailerConfig extends configFrom(mailerSchema, (config) => ({
  ...MailSealingConfig.devDefaultsInUse(config),
  MAIL_FROM: devDomain.test(config.MAIL_FROM),
  CONTACT_TEAM_EMAIL: devDomain.test(config.CONTACT_TEAM_EMAIL),
})) {}
