import { AUTH_LIMITS } from '@typing/contracts/web';
import { lazy, startTransition, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { screenErrorMessage } from '../../shared/errors';
import { required } from '../../shared/forms/field-checks';
import { FormField, Form, useCheckedForm } from '../../shared/forms/Form';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { KeyboardLayoutSelect } from '../../shared/keyboard-layout/KeyboardLayoutSelect';
import { HindiKeyboardPicker } from '../../shared/hindi/HindiKeyboardPicker';
import { LanguageSelect } from '../../shared/language/LanguageSelect';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { inAntdRoot } from '../../shared/antd/antd-loader';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { Alert } from '../../shared/ui/Alert';
import { AnchorButton, Button } from '../../shared/ui/Button';
import { useToast } from '../../shared/useToast';
import { PublicProfileSection } from './PublicProfileSection';
import { SETTINGS_ICONS } from '../../shared/ui/icons/settings';
import { ACCOUNT_EXPORT_URL, useChangeNameMutation, useChangePasswordMutation } from './settings.api';
import '../../shared/ui/card.css';
import './settings.css';

/* The page renders without antd; the delete dialog is an antd Modal, loaded with antd when first opened. */
const DeleteAccountDialog = lazy(async () => ({
  default: await inAntdRoot(async () => (await import('./DeleteAccountDialog')).DeleteAccountDialog),
}));

function Section({ title, children, danger = false }: { title: string; children: ReactNode; danger?: boolean }) {
  const id = useId();
  return (
    <section className={`tp-card settings-card${danger ? ' settings-danger' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="settings-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The member corrects their name, under sign-up's rules; the top bar follows at once. */
function ChangeName({ current }: { current: string }) {
  const form = useCheckedForm<{ name: string }>({ name: current });
  const [change, { isLoading }] = useChangeNameMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  return (
    <Section title="Your name">
      {error && <Alert type="error" title={error} className="settings-alert" />}
      <Form<{ name: string }>
        form={form}
        name="settings-name"
        onFinish={async ({ name }) => {
          setError(null);
          try {
            const { message, user } = await change({ name: name.trim() }).unwrap();
            form.reset({ name: user.name });
            toast.success(message);
          } catch (e) {
            setError(screenErrorMessage('changeName', e));
          }
        }}
      >
        <FormField<{ name: string }>
          name="name"
          label="Full name"
          autoComplete="name"
          maxLength={AUTH_LIMITS.name}
          checks={[required('Please enter your full name', { whitespace: true })]}
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save name
        </Button>
      </Form>
    </Section>
  );
}

interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const NO_PASSWORDS: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePassword() {
  const form = useCheckedForm<PasswordFields>(NO_PASSWORDS);
  const [change, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  return (
    <Section title="Change password">
      {error && <Alert type="error" title={error} className="settings-alert" />}
      <Form<PasswordFields>
        form={form}
        name="settings-password"
        onFinish={async ({ currentPassword, newPassword }) => {
          setError(null);
          try {
            const { message } = await change({ currentPassword, newPassword }).unwrap();
            form.reset(NO_PASSWORDS);
            toast.success(message);
          } catch (e) {
            setError(screenErrorMessage('changePassword', e));
          }
        }}
      >
        <FormField<PasswordFields>
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.passwordMax}
          checks={[required('Please enter your current password')]}
        />
        <NewPasswordFields<PasswordFields>
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          requiredMessage="Please enter a new password"
          confirmRequiredMessage="Please confirm the new password"
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Change password
        </Button>
      </Form>
      <p className="settings-muted settings-note">
        Your other devices are signed out; this one stays signed in. We email you a notice.
      </p>
    </Section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog closes with antd's animation.
  const [asked, setAsked] = useState(false);
  return (
    <Section title="Delete account" danger>
      <p className="settings-text">
        Deletes your account, your results, your profile picture and your sign-in methods, and signs you out everywhere.
        Payment records stay with us for the accounts, no longer linked to you. This cannot be undone.
      </p>
      <Button
        className="settings-danger-button"
        icon={<SvgIcon {...SETTINGS_ICONS.delete} aria-hidden />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Delete my account
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Section>
  );
}

/** Sections below a phone's first screen, rendered in a transition; a placeholder keeps the footer out of view. */
function LaterSections({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  if (drawn) return children;
  return <div className="settings-later" role="status" aria-busy="true" aria-label="Loading more settings" />;
}

/** The member's settings: the keyboard layout, and control over the account the privacy page promises. */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <div className="settings-page">
      <h1 className="settings-heading">Settings</h1>
      <Section title="Keyboard">
        <p className="settings-muted">The layout the on-screen keyboard and your heatmap are drawn in.</p>
        <KeyboardLayoutSelect />
      </Section>
      <Section title="Practice language">
        <p className="settings-muted">
          The language of your word tests, timed tests and lessons (quotes and your own texts are as written).
        </p>
        <LanguageSelect />
      </Section>
      <Section title="Hindi keyboard">
        <p className="settings-muted">
          The Hindi layout the page types on any keyboard, by where each key is, or your keyboard&rsquo;s own Hindi.
        </p>
        <HindiKeyboardPicker />
      </Section>
      {user && <ChangeName current={user.name} />}
      <LaterSections>
        <Section title="Public profile">
          <PublicProfileSection />
        </Section>
        <ChangePassword />
        <Section title="Your data">
          <p className="settings-text">
            Download everything we hold about {user?.email ?? 'you'}: your profile, sign-in methods, sessions, public
            profile, every test result, subscriptions and orders, as a JSON file.
          </p>
          <AnchorButton href={ACCOUNT_EXPORT_URL} download icon={<SvgIcon {...SETTINGS_ICONS.download} aria-hidden />}>
            Export my data
          </AnchorButton>
        </Section>
        <DeleteAccount />
      </LaterSections>
    </div>
  );
}
