import { randomBytes } from 'node:crypto';
import { sealSecret } from '@typing/service-kit';
import { escapeHtml, renderMail } from './mail-templates';

const team = 'team@typing.local';
const sealingKey = randomBytes(32).toString('base64');
const options = { teamAddress: team, sealingKey };

describe('renderMail', () => {
  it('sends the contact message to the team, replying to the sender', () => {
    const mail = renderMail(
      {
        kind: 'contact.team',
        messageId: 'm1',
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Hello',
        message: 'Line one\nLine two',
      },
      options,
    );
    expect(mail.to).toBe(team);
    expect(mail.replyTo).toBe('asha@example.com');
    expect(mail.subject).toBe('[Contact] Hello');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.html).toContain('Line one<br>Line two');
  });

  it('acknowledges to the typed address in fixed words', () => {
    const mail = renderMail({ kind: 'contact.ack', messageId: 'm1', email: 'asha@example.com' }, options);
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toMatch(/^Hello,\n\nA message was sent to the Typing Practice team/);
    expect(mail.text).toContain('If you did not write to us, you can ignore this email.');
  });

  it('never lets visitor input become markup', () => {
    const mail = renderMail(
      {
        kind: 'contact.team',
        messageId: 'm1',
        name: '<b>x</b>',
        email: 'a@b.co',
        subject: '"s"',
        message: '<script>alert(1)</script>',
      },
      options,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('account mails', () => {
  it('shows the sign-up code, opened from its sealed form, and says it expires in 10 minutes', () => {
    const mail = renderMail(
      {
        kind: 'auth.otp',
        messageId: 'c1',
        email: 'asha@example.com',
        sealedCode: sealSecret(sealingKey, '042917'),
      },
      options,
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).not.toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('042917');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  });

  it('greets a reset by name only when the job names the (verified) owner', () => {
    const job = { kind: 'auth.reset' as const, messageId: 't2', email: 'asha@example.com' };
    const sealedLink = sealSecret(sealingKey, 'https://typing.example/reset-password/x');
    expect(renderMail({ ...job, sealedLink }, options).text.startsWith('Hello,\n')).toBe(true);
    expect(renderMail({ ...job, sealedLink, name: 'Asha' }, options).text.startsWith('Hi Asha,\n')).toBe(true);
  });

  it('puts the reset link in the mail and says it expires in 30 minutes', () => {
    const link = 'https://typing.example/reset-password/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF1234';
    const mail = renderMail(
      {
        kind: 'auth.reset',
        messageId: 't1',
        name: 'Asha',
        email: 'asha@example.com',
        sealedLink: sealSecret(sealingKey, link),
      },
      options,
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('30 minutes');
  });

  it('tells the owner of an existing account that someone tried to sign up with it, with the ways back in', () => {
    const mail = renderMail(
      {
        kind: 'auth.signup-attempt',
        messageId: 'u1-1',
        name: 'Asha',
        email: 'asha@example.com',
        siteUrl: 'https://typing.example',
      },
      options,
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Someone tried to sign up with your email address');
    expect(mail.text).toContain('You already have an account, so nothing was changed.');
    expect(mail.text).toContain('Sign in: https://typing.example/signin');
    expect(mail.html).toContain('<a href="https://typing.example/forgot-password">choose a new one</a>');
  });

  it('tells the owner their password changed and whom to contact if it was not them', () => {
    const mail = renderMail(
      { kind: 'auth.password-changed', messageId: 'u1-1', name: 'Asha', email: 'asha@example.com' },
      options,
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toMatch(/password was changed/);
    expect(mail.text).toMatch(/If this wasn't you, contact us/);
    expect(mail.text).toContain(team);
    expect(mail.replyTo).toBe(team);
  });

  it('escapes the account name in HTML', () => {
    const mail = renderMail(
      {
        kind: 'auth.reset',
        messageId: 'c2',
        name: '<img src=x>',
        email: 'a@b.co',
        sealedLink: sealSecret(sealingKey, 'https://typing.example/reset-password/x'),
      },
      options,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x&gt;');
  });

  it('refuses a code sealed under another key (a job it cannot open fails and is retried)', () => {
    const otherKey = randomBytes(32).toString('base64');
    expect(() =>
      renderMail(
        { kind: 'auth.otp', messageId: 'c3', email: 'a@b.co', sealedCode: sealSecret(otherKey, '123456') },
        options,
      ),
    ).toThrow();
  });
});
