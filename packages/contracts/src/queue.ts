export const MAIL_QUEUE = 'mail';

export interface ContactTeamMailJob {
  kind: 'contact.team';
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A fixed acknowledgement: nothing the visitor typed is echoed to the (unproven) address. */
export interface ContactAckMailJob {
  kind: 'contact.ack';
  messageId: string;
  email: string;
}

/** No text anyone typed: anyone can sign up with any address. `sealed…` fields use the mail key (`sealSecret`). */
export interface OtpMailJob {
  kind: 'auth.otp';
  messageId: string;
  email: string;
  sealedCode: string;
}

export interface PasswordResetMailJob {
  kind: 'auth.reset';
  messageId: string;
  /** Only for a verified account: a pending account's name was typed by whoever signed up. */
  name?: string;
  email: string;
  sealedLink: string;
}

export interface PasswordChangedMailJob {
  kind: 'auth.password-changed';
  messageId: string;
  name: string;
  email: string;
}

/** The owner of an existing address is told; whoever tried sees the same answer as for a new address. */
export interface SignupAttemptMailJob {
  kind: 'auth.signup-attempt';
  messageId: string;
  name: string;
  email: string;
  siteUrl: string;
}

export interface TracedJob {
  requestId?: string;
}

export type MailJob = (
  | ContactTeamMailJob
  | ContactAckMailJob
  | OtpMailJob
  | PasswordResetMailJob
  | PasswordChangedMailJob
  | SignupAttemptMailJob
) &
  TracedJob;

/** A stable id makes a retried enqueue a no-op (BullMQ ids may not contain ":"). */
export function mailJobId(job: Pick<MailJob, 'kind' | 'messageId'>): string {
  return `${job.kind}-${job.messageId}`;
}
