/* Without zod: the privacy page imports this and would otherwise load the contracts' schemas. */
const DAY_MS = 24 * 3_600_000;

export const RETENTION = {
  contactMessagesMs: 365 * DAY_MS,
  /** For "did my mail go out?"; it also stops a redelivered job sending twice, so it outlives every mail job. */
  deliveryRecordsMs: 30 * DAY_MS,
  /** Its data holds the address and content, codes included. */
  sentMailJobsMs: DAY_MS,
  failedMailJobsMs: 7 * DAY_MS,
} as const;

export const retentionDays = (ms: number): number => Math.round(ms / DAY_MS);
