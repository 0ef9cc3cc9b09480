import { useState, type FormEvent } from 'react';
import { contactErrorMessage } from '../../shared/errors';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ContactCard } from './ContactCard';
import { ContactForm } from './ContactForm';
import { CONTACT_ICONS } from '../../shared/ui/icons/contact';
import { useCheckServerQuery, useSubmitContactMutation } from './contact.api';
import type { ContactInput } from './contact-validation';

/** The server's state, the form, its errors and, once sent, the confirmation. */
export function SendMessageCard() {
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
    <ContactCard title="Send a Message">
      {/* The banner's line is held while the check runs, so the form below does not move when it answers. */}
      <Alert
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
            <Button type="primary" onClick={() => submission.reset()}>
              Send Another Message
            </Button>
          </div>
        </div>
      ) : (
        <>
          {error && (
            <Alert
              type="error"
              title="There was an error with your submission"
              description={error}
              className="contact-alert"
            />
          )}
          <ContactForm sending={submission.isLoading} onSubmit={(event) => void onSubmit(event)} />
        </>
      )}
    </ContactCard>
  );
}
