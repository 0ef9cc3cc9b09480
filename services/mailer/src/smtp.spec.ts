import type { HealthProbe } from '@typing/service-kit';
import type { Transporter } from 'nodemailer';
import { cachedFor, SMTP_CHECK_TTL_MS, smtpHealthProbe } from './smtp';

/** A transporter whose verify() (an SMTP login) is counted, answering as told. */
function countingTransporter(answers: (() => Promise<true>)[]) {
  const counter = { logins: 0 };
  const smtp = {
    verify: () => {
      counter.logins += 1;
      return answers[Math.min(counter.logins, answers.length) - 1]!();
    },
  } as unknown as Transporter;
  return { smtp, counter };
}

const probeOf = (smtp: Transporter) =>
  (smtpHealthProbe as { useFactory: (smtp: Transporter) => HealthProbe[] }).useFactory(smtp)[0]!;

describe('the SMTP health check', () => {
  it('logs in to the server once for any number of health requests within a minute', async () => {
    const { smtp, counter } = countingTransporter([() => Promise.resolve(true)]);
    const probe = probeOf(smtp);
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe.check()));
    expect(answers.every((up) => up)).toBe(true);
    await probe.check();
    expect(counter.logins).toBe(1);
  });
});

describe('cachedFor', () => {
  it('asks again once the time is up, and keeps a failure as "down" for as long', async () => {
    let clock = 0;
    const { smtp, counter } = countingTransporter([
      () => Promise.reject(new Error('535 authentication failed')),
      () => Promise.resolve(true),
    ]);
    const check = cachedFor(
      SMTP_CHECK_TTL_MS,
      () => smtp.verify(),
      () => clock,
    );
    expect(await check()).toBe(false);
    clock = SMTP_CHECK_TTL_MS - 1;
    expect(await check()).toBe(false);
    expect(counter.logins).toBe(1);
    clock = SMTP_CHECK_TTL_MS;
    expect(await check()).toBe(true);
    expect(counter.logins).toBe(2);
  });
});
