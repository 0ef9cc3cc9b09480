import { CONTACT_LIMITS } from '@typing/contracts/web';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { contactErrorMessage } from '../../shared/errors';
import { SiteMailLink } from '../../shared/site-info/SiteMailLink';
import { Icon, SvgIcon } from '../../shared/ui/Icon';
import { PlainAlert } from '../../shared/ui/PlainAlert';
import { PlainAnchor, PlainButton } from '../../shared/ui/PlainButton';
import { LoadingIcon } from '../../shared/ui/LoadingIcon';
import { HydratedFields } from '../../shared/forms/HydratedFields';
import '../../shared/forms/forms.css';
import { CONTACT_ICONS } from './contact-icons';
import { useCheckServerQuery, useSubmitContactMutation } from './contact.api';
import type { ContactInput } from './contact-validation';
import '../../shared/ui/card.css';
import './contact.css';

/* Spec §2 "Contact page", rendered without antd (docs/decisions/front-end/antd.md). */

const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/typing-practice', icon: <Icon name="GithubOutlined" aria-hidden /> },
  {
    label: 'GitLab',
    href: 'https://gitlab.com/typing-practice',
    icon: <SvgIcon {...CONTACT_ICONS.gitlab} aria-hidden />,
  },
];

const FAQ = [
  {
    question: 'How can I improve my typing speed?',
    answer:
      'Practise regularly: at least 15 minutes daily. Focus on accuracy first, keep your fingers on the home row and let speed follow.',
  },
  {
    question: 'How does the AI text generation work?',
    answer:
      'It looks at the keys you mistype most and generates practice text that raises the frequency of those problem keys, so you train exactly where you are weakest.',
  },
  {
    question: 'Is there a limit on how many tests I can take?',
    answer: 'No. There is no limit: take as many typing tests as you like.',
  },
];

/** antd's Card with a title: the title is a real heading, so the page outline (and screen readers) see it. */
function Card({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={['tp-card contact-card', className].filter(Boolean).join(' ')}>
      <div className="contact-card__head">
        <h2 className="contact-card__title">{title}</h2>
      </div>
      <div className="contact-card__body">{children}</div>
    </div>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="contact-item">
      <span className="contact-item__icon">{icon}</span>
      <div>
        <strong className="contact-strong">{label}</strong>
        {children}
      </div>
    </div>
  );
}

function GetInTouchCard() {
  return (
    <Card title="Get In Touch">
      <ContactItem icon={<SvgIcon {...CONTACT_ICONS.mail} aria-hidden />} label="Email">
        <SiteMailLink to="supportEmail" />
      </ContactItem>
      <ContactItem icon={<SvgIcon {...CONTACT_ICONS.book} aria-hidden />} label="Documentation">
        <Link to="/about">Learn how Typing Practice works</Link>
      </ContactItem>
      <strong className="contact-strong contact-follow">Follow us</strong>
      <div className="contact-social">
        {SOCIAL_LINKS.map((s) => (
          <PlainAnchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" icon={s.icon}>
            {s.label}
          </PlainAnchor>
        ))}
      </div>
    </Card>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="tp-form-item">
      <div className="tp-form-item__label">
        <label htmlFor={id} className="tp-required">
          {label}
        </label>
      </div>
      {children}
    </div>
  );
}

function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  name: 'name' | 'email' | 'subject';
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}) {
  const id = `contact_${name}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type}
        className="tp-input"
        autoComplete={autoComplete}
        maxLength={CONTACT_LIMITS[name]}
        aria-required
      />
    </Field>
  );
}

function SendMessageCard() {
  // Re-check on every visit: the banner should describe the server now, not at first load.
  const serverCheck = useCheckServerQuery(undefined, { refetchOnMountOrArgChange: true });
  const checked = serverCheck.isSuccess || serverCheck.isError;
  const online = serverCheck.isSuccess;

  const [submitContact, submission] = useSubmitContactMutation();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: ContactInput = {
      name: data.get('name') as string | null,
      email: data.get('email') as string | null,
      subject: data.get('subject') as string | null,
      message: data.get('message') as string | null,
    };
    setError(null);
    // The gateway's own schema (zod) is loaded on the first submit, not with the page.
    const { validateContact } = await import('./contact-validation');
    const result = validateContact(input, { serverOffline: checked && !online });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    try {
      await submitContact(result.value).unwrap();
    } catch (e) {
      setError(contactErrorMessage(e));
    }
  }

  return (
    <Card title="Send a Message">
      {/* The banner's place is held while the check runs (one line, like the online banner), so the
          form below it does not move when the answer comes. */}
      <PlainAlert
        type={checked ? (online ? 'success' : 'error') : 'info'}
        title={
          checked
            ? online
              ? 'Server is online. You can submit the form.'
              : 'Server is offline. Form submission is currently unavailable.'
            : 'Checking whether the server is online…'
        }
        className="contact-alert"
      />

      {submission.isSuccess ? (
        <div className="contact-result">
          <div className="contact-result__icon">
            <SvgIcon {...CONTACT_ICONS.success} aria-hidden />
          </div>
          <div className="contact-result__title">Message Sent!</div>
          <div className="contact-result__subtitle">{submission.data.message}</div>
          <div className="contact-result__extra">
            {/* Resetting the mutation unmounts the result; the form mounts again empty. */}
            <PlainButton type="primary" onClick={() => submission.reset()}>
              Send Another Message
            </PlainButton>
          </div>
        </div>
      ) : (
        <>
          {error && (
            <PlainAlert
              type="error"
              title="There was an error with your submission"
              description={error}
              className="contact-alert"
            />
          )}
          {/* noValidate: the spec's own messages replace the browser's validation bubbles. */}
          <form id="contact" className="tp-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <HydratedFields>
              <div className="contact-form__pair">
                <TextField name="name" label="Name" autoComplete="name" />
                <TextField name="email" label="Email" type="email" autoComplete="email" />
              </div>
              <TextField name="subject" label="Subject" />
              <Field id="contact_message" label="Message">
                <textarea
                  id="contact_message"
                  name="message"
                  className="tp-input contact-textarea"
                  rows={6}
                  maxLength={CONTACT_LIMITS.message}
                  aria-required
                />
              </Field>
              <PlainButton
                type="primary"
                htmlType="submit"
                size="large"
                className="contact-send"
                disabled={submission.isLoading}
                icon={submission.isLoading ? <LoadingIcon /> : <SvgIcon {...CONTACT_ICONS.send} aria-hidden />}
              >
                {submission.isLoading ? 'Sending...' : 'Send Message'}
              </PlainButton>
            </HydratedFields>
          </form>
        </>
      )}
    </Card>
  );
}

function FaqCard() {
  return (
    <Card title="Frequently Asked Questions" className="contact-faq">
      {FAQ.map((item) => (
        <section key={item.question} className="contact-faq__item">
          <h3 className="contact-faq__question">{item.question}</h3>
          <p className="contact-faq__answer">{item.answer}</p>
        </section>
      ))}
    </Card>
  );
}

export function ContactPage() {
  return (
    <div className="contact-page">
      <header className="contact-page__header">
        <h1 className="contact-page__title">Contact Us</h1>
        <p className="contact-page__intro">
          Welcome! Have a question, an idea or found a bug? We would love to hear from you.
        </p>
      </header>

      <div className="contact-row">
        <div className="contact-col contact-col--narrow">
          <GetInTouchCard />
        </div>
        <div className="contact-col contact-col--wide">
          <SendMessageCard />
        </div>
      </div>

      <FaqCard />

      <div className="contact-page__back">
        <Link to="/">
          <Icon name="ArrowLeftOutlined" aria-hidden /> Back to Home
        </Link>
      </div>
    </div>
  );
}
