import type { MailJob } from '@typing/contracts';

export interface RenderedMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a visitor typed is text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Turns a queued job into the email it stands for; pure, so every template is unit-tested. */
export function renderMail(job: MailJob, teamAddress: string): RenderedMail {
  switch (job.kind) {
    case 'contact.team':
      return {
        to: teamAddress,
        replyTo: job.email,
        subject: `[Contact] ${job.subject}`,
        text: `From: ${job.name} <${job.email}>\nSubject: ${job.subject}\n\n${job.message}\n`,
        html:
          `<p><strong>From:</strong> ${escapeHtml(job.name)} &lt;${escapeHtml(job.email)}&gt;<br>` +
          `<strong>Subject:</strong> ${escapeHtml(job.subject)}</p>${paragraphs(job.message)}`,
      };
    case 'contact.ack':
      return {
        to: job.email,
        subject: `We received your message: ${job.subject}`,
        text:
          `Hi ${job.name},\n\nThank you for writing to us. We have received your message ` +
          `"${job.subject}" and will get back to you soon.\n\nThe Typing Practice team\n`,
        html:
          `<p>Hi ${escapeHtml(job.name)},</p><p>Thank you for writing to us. We have received your message ` +
          `&ldquo;${escapeHtml(job.subject)}&rdquo; and will get back to you soon.</p><p>The Typing Practice team</p>`,
      };
  }
}
