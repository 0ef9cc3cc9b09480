import type { Provider } from '@nestjs/common';
import { HEALTH_PROBES, type HealthProbe } from '@typing/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import { MailerConfig } from './mailer.config';

export const SMTP = Symbol('SMTP');

export const smtpProvider: Provider = {
  provide: SMTP,
  inject: [MailerConfig],
  useFactory: (config: MailerConfig): Transporter =>
    createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    }),
};

/** Each check logs in, and a burst of SMTP logins (a flood of health requests) can get the sending account locked. */
export const SMTP_CHECK_TTL_MS = 60_000;

export function cachedFor(ttlMs: number, check: () => Promise<boolean>, now = Date.now): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    if (!last || now() - last.at >= ttlMs) last = { at: now(), answer: check().catch(() => false) };
    return last.answer;
  };
}

export const smtpHealthProbe: Provider = {
  provide: HEALTH_PROBES,
  inject: [SMTP],
  useFactory: (smtp: Transporter): HealthProbe[] => [
    { name: 'smtp', check: cachedFor(SMTP_CHECK_TTL_MS, () => smtp.verify()) },
  ],
};
