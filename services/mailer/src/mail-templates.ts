import { openSecret } from '@typing/service-kit';
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

export interface RenderOptions {
  teamAddress: string;
  sealingKey: string;
}

const SIGNATURE = 'The Typing Practice team';

export function renderMail(job: MailJob, { teamAddress, sealingKey }: RenderOptions): RenderedMail {
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
      // Fixed words only: the address was typed by anyone, so nothing typed is repeated to it.
      return {
        to: job.email,
        subject: 'We received your message',
        text:
          `Hello,\n\nA message was sent to the Typing Practice team through our contact form with this ` +
          `email address. We will answer it soon.\n\nIf you did not write to us, you can ignore this email.\n\n` +
          `${SIGNATURE}\n`,
        html:
          `<p>Hello,</p><p>A message was sent to the Typing Practice team through our contact form with this ` +
          `email address. We will answer it soon.</p><p>If you did not write to us, you can ignore this email.</p>` +
          `<p>${SIGNATURE}</p>`,
      };
    case 'auth.otp': {
      const code = openSecret(sealingKey, job.sealedCode);
      return {
        to: job.email,
        subject: 'Your Typing Practice verification code',
        // Fixed words only: anyone can sign up with any address, so nothing they typed is sent to it.
        text:
          `Hello,\n\nYour verification code is ${code}\n\nIt expires in 10 minutes. ` +
          `If you did not sign up, you can ignore this email.\n\n${SIGNATURE}\n`,
        html:
          `<p>Hello,</p><p>Your verification code is</p>` +
          `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>` +
          `<p>It expires in 10 minutes. If you did not sign up, you can ignore this email.</p><p>${SIGNATURE}</p>`,
      };
    }
    case 'auth.reset': {
      const link = openSecret(sealingKey, job.sealedLink);
      const greeting = job.name ? `Hi ${job.name},` : 'Hello,';
      return {
        to: job.email,
        subject: 'Reset your Typing Practice password',
        text:
          `${greeting}\n\nSomeone asked to reset the password of your account. To choose a new one, ` +
          `open this link:\n\n${link}\n\nThe link expires in 30 minutes and works once. If it was not you, ` +
          `ignore this email: your password stays the same.\n\n${SIGNATURE}\n`,
        html:
          `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your account. ` +
          `To choose a new one, open this link:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
          `<p>The link expires in 30 minutes and works once. If it was not you, ignore this email: ` +
          `your password stays the same.</p><p>${SIGNATURE}</p>`,
      };
    }
    case 'auth.signup-attempt': {
      const signIn = `${job.siteUrl}/signin`;
      const reset = `${job.siteUrl}/forgot-password`;
      return {
        to: job.email,
        subject: 'Someone tried to sign up with your email address',
        text:
          `Hi ${job.name},\n\nSomeone, perhaps you, tried to create a Typing Practice account with this email ` +
          `address. You already have an account, so nothing was changed.\n\nSign in: ${signIn}\n` +
          `Forgot your password? Choose a new one: ${reset}\n\nIf it was not you, you can ignore this email.\n\n` +
          `${SIGNATURE}\n`,
        html:
          `<p>Hi ${escapeHtml(job.name)},</p><p>Someone, perhaps you, tried to create a Typing Practice account ` +
          `with this email address. You already have an account, so nothing was changed.</p>` +
          `<p><a href="${escapeHtml(signIn)}">Sign in</a> or, if you forgot your password, ` +
          `<a href="${escapeHtml(reset)}">choose a new one</a>.</p>` +
          `<p>If it was not you, you can ignore this email.</p><p>${SIGNATURE}</p>`,
      };
    }
    case 'auth.password-changed':
      return {
        to: job.email,
        replyTo: teamAddress,
        subject: 'Your Typing Practice password was changed',
        text:
          `Hi ${job.name},\n\nThe password of your account was just changed, and every device was signed out. ` +
          `If this wasn't you, contact us right away at ${teamAddress} (or reply to this email).\n\n${SIGNATURE}\n`,
        html:
          `<p>Hi ${escapeHtml(job.name)},</p><p>The password of your account was just changed, and every device ` +
          `was signed out.</p><p>If this wasn't you, contact us right away at ${escapeHtml(teamAddress)} ` +
          `(or reply to this email).</p>` +
          `<p>${SIGNATURE}</p>`,
      };
  }
}
