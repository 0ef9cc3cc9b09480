import { CONTACT_LIMITS } from '@typing/contracts/web';
import type { FormEvent, ReactNode } from 'react';
import { HydratedFields } from '../../shared/forms/HydratedFields';
import '../../shared/forms/forms.css';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { LoadingIcon } from '../../shared/ui/icons/LoadingIcon';
import { Button } from '../../shared/ui/Button';
import { CONTACT_ICONS } from '../../shared/ui/icons/contact';

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

/** The message's fields and its send button; checking and sending are the card's. */
export function ContactForm({
  sending,
  onSubmit,
}: {
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  // noValidate: the spec's own messages replace the browser's validation bubbles.
  return (
    <form id="contact" className="tp-form" noValidate onSubmit={onSubmit}>
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
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          className="contact-send"
          disabled={sending}
          icon={sending ? <LoadingIcon /> : <SvgIcon {...CONTACT_ICONS.send} aria-hidden />}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </HydratedFields>
    </form>
  );
}
