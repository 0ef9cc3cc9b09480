export type UpDown = 'up' | 'down';

export interface ServiceHealth {
  service: string;
  status: UpDown;
  database: UpDown;
  /** Extra dependencies a service checks itself (e.g. the mailer's SMTP, the queue). */
  details?: Record<string, UpDown>;
}
