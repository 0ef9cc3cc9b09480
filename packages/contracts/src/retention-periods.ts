/*
 * The retention periods alone, without zod: the privacy page imports them
 * (`@typing/contracts/retention-periods`) and would otherwise load zod with the contracts' schemas.
 */
const DAY_MS = 24 * 3_600_000;

/**
 * How long personal data that is no part of an account is kept, one source for the
 * services that purge it and the privacy page that states it. Deleting the account removes the
 * contact messages sent from its address and the delivery records of mails to it at once.
 */
export const RETENTION = {
  /** Contact messages: a year, for follow-ups on the same matter. */
  contactMessagesMs: 365 * DAY_MS,
  /**
   * A sent mail's delivery record (kind, address, time): 30 days, for "did my mail go out?". It
   * also keeps a redelivered job from sending twice, so it outlives every mail job.
   */
  deliveryRecordsMs: 30 * DAY_MS,
  /** A mail job once sent (its data holds the address and the mail's content, codes included): a day. */
  sentMailJobsMs: DAY_MS,
  /** A mail job that failed every attempt: 7 days, to find out why. */
  failedMailJobsMs: 7 * DAY_MS,
} as const;

/** The whole days of a period, as the privacy page says it. */
export const retentionDays = (ms: number): number => Math.round(ms / DAY_MS);
