import { escapeHtml, renderMail } from './mail-templates';

const team = 'team@typing.local';

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
      team,
    );
    expect(mail.to).toBe(team);
    expect(mail.replyTo).toBe('asha@example.com');
    expect(mail.subject).toBe('[Contact] Hello');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.html).toContain('Line one<br>Line two');
  });

  it('acknowledges to the sender without echoing the message body', () => {
    const mail = renderMail(
      { kind: 'contact.ack', messageId: 'm1', name: 'Asha', email: 'asha@example.com', subject: 'Hello' },
      team,
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('We received your message: Hello');
    expect(mail.text).toContain('Hi Asha');
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
      team,
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
