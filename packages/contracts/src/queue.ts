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

/** A fixed acknowledgement: nothing the visitor typed is echoed to the (unproven) address. */
export interface ContactAckMailJob {
  kind: 'contact.ack';
  messageId: string;
  email: string;
}

/** Account mails; `sealed…` fields are sealed with the mail key (service-kit `sealSecret`), never clear. */
/**
 * A sign-up code: no name or other text anyone typed, since a sign-up can be made for any address
 * by anyone. Fixed words and the code only.
 */
export interface OtpMailJob {
  kind: 'auth.otp';
  /** The one-time code's issue id. */
  messageId: string;
  email: string;
  sealedCode: string;
}

export interface PasswordResetMailJob {
  kind: 'auth.reset';
  /** The reset token's record id. */
  messageId: string;
  /** Only for a verified account (its owner's own name); a pending account's name was typed by whoever signed up. */
  name?: string;
  email: string;
  sealedLink: string;
}

export interface PasswordChangedMailJob {
  kind: 'auth.password-changed';
  /** Unique per change (the user id and the time of the change). */
  messageId: string;
  name: string;
  email: string;
}

/**
 * Someone tried to sign up with the address of an existing account: its owner is told (sign in or
 * reset instead), while the one who tried sees the same answer as for a new address.
 */
export interface SignupAttemptMailJob {
  kind: 'auth.signup-attempt';
  /** The user id and the time of the notice. */
  messageId: string;
  name: string;
  email: string;
  /** The site's address, for the sign-in and reset links. */
  siteUrl: string;
}

/** Every job carries the id of the request that queued it, so the mailer's log lines join that request's. */
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

/** A stable job id makes a retried enqueue a no-op: BullMQ keeps one job per id (ids may not contain ":"). */
export function mailJobId(job: Pick<MailJob, 'kind' | 'messageId'>): string {
  return `${job.kind}-${job.messageId}`;
}
