/** The BullMQ queue every email goes through, and the jobs it carries. */
export const MAIL_QUEUE = 'mail';

export interface ContactTeamMailJob {
  kind: 'contact.team';
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactAckMailJob {
  kind: 'contact.ack';
  messageId: string;
  name: string;
  email: string;
  subject: string;
}

export type MailJob = ContactTeamMailJob | ContactAckMailJob;

/** A stable job id makes a retried enqueue a no-op: BullMQ keeps one job per id (ids may not contain ":"). */
export function mailJobId(job: Pick<MailJob, 'kind' | 'messageId'>): string {
  return `${job.kind}-${job.messageId}`;
}
