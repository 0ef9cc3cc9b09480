import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { AUTH_LIMITS } from '@typing/contracts/web';
import { Alert, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { screenErrorMessage } from '../../shared/errors';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { KeyboardLayoutSelect } from '../../shared/keyboard-layout/KeyboardLayoutSelect';
import { LanguageSelect } from '../../shared/language/LanguageSelect';
import { useDeleteAccountMutation } from '../../shared/session/session.api';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { useToast } from '../../shared/useToast';
import { PublicProfileSection } from './PublicProfileSection';
import { ACCOUNT_EXPORT_URL, useChangeNameMutation, useChangePasswordMutation } from './settings.api';
import './settings.css';

function Section({ title, children, danger = false }: { title: string; children: React.ReactNode; danger?: boolean }) {
  const id = useId();
  return (
    <Card className={`settings-card${danger ? ' settings-danger' : ''}`} role="region" aria-labelledby={id}>
      <h2 id={id} className="settings-title">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The member corrects their name, under sign-up's rules; the top bar follows at once. */
function ChangeName({ current }: { current: string }) {
  const [form] = Form.useForm<{ name: string }>();
  const [change, { isLoading }] = useChangeNameMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  return (
    <Section title="Your name">
      {error && <Alert type="error" showIcon title={error} className="settings-alert" />}
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: current }}
        onFinish={async ({ name }) => {
          setError(null);
          try {
            const { message, user } = await change({ name: name.trim() }).unwrap();
            form.setFieldsValue({ name: user.name });
            toast.success(message);
          } catch (e) {
            setError(screenErrorMessage('changeName', e));
          }
        }}
      >
        <Form.Item
          label="Full name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Please enter your full name' }]}
        >
          <Input autoComplete="name" maxLength={AUTH_LIMITS.name} aria-required />
        </Form.Item>
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

function ChangePassword() {
  const [form] = Form.useForm<PasswordFields>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  return (
    <Section title="Change password">
      {error && <Alert type="error" showIcon title={error} className="settings-alert" />}
      <Form<PasswordFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ currentPassword, newPassword }) => {
          setError(null);
          try {
            const { message } = await change({ currentPassword, newPassword }).unwrap();
            form.resetFields();
            toast.success(message);
          } catch (e) {
            setError(screenErrorMessage('changePassword', e));
          }
        }}
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Please enter your current password' }]}
        >
          <Input.Password autoComplete="current-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
        </Form.Item>
        <NewPasswordFields
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
      <Typography.Paragraph type="secondary" className="settings-note">
        Your other devices are signed out; this one stays signed in. We email you a notice.
      </Typography.Paragraph>
    </Section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const toast = useToast();
  const fieldId = useId();

  const close = () => {
    setOpen(false);
    setConfirmation('');
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      // Signed out with it (the session slice follows the call), the page's guard goes to /signin.
      const { message } = await remove(withEmail ? { email: confirmation } : { password: confirmation }).unwrap();
      toast.success(message);
    } catch (e) {
      setError(screenErrorMessage('deleteAccount', e));
    }
  };

  return (
    <Section title="Delete account" danger>
      <Typography.Paragraph>
        Deletes your account, your results, your profile picture and your sign-in methods, and signs you out everywhere.
        Payment records stay with us for the accounts, no longer linked to you. This cannot be undone.
      </Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onCancel={close}
        okText="Delete my account"
        okButtonProps={{ danger: true, loading: isLoading, disabled: !confirmation, className: 'settings-delete-ok' }}
        onOk={confirm}
        destroyOnHidden
      >
        {error && <Alert type="error" showIcon title={error} className="settings-alert" />}
        <label htmlFor={fieldId} className="settings-label">
          {withEmail ? 'Type your email to confirm' : 'Enter your password to confirm'}
        </label>
        {withEmail ? (
          <Input id={fieldId} type="email" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        ) : (
          <Input.Password
            id={fieldId}
            autoComplete="current-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
        <Button
          type="link"
          className="settings-switch"
          onClick={() => {
            setWithEmail(!withEmail);
            setConfirmation('');
          }}
        >
          {withEmail ? 'I have a password' : 'Signed up with Google? Confirm with your email'}
        </Button>
      </Modal>
    </Section>
  );
}

/** The member's settings: the keyboard layout, and control over the account the privacy page promises. */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <div className="settings-page">
      <Typography.Title level={1}>Settings</Typography.Title>
      <Section title="Keyboard">
        <Typography.Paragraph type="secondary">
          The layout the on-screen keyboard and your heatmap are drawn in.
        </Typography.Paragraph>
        <KeyboardLayoutSelect />
      </Section>
      <Section title="Practice language">
        <Typography.Paragraph type="secondary">
          The language of your word tests, timed tests and lessons (quotes and your own texts are as written).
        </Typography.Paragraph>
        <LanguageSelect />
      </Section>
      {user && <ChangeName current={user.name} />}
      <Section title="Public profile">
        <PublicProfileSection />
      </Section>
      <ChangePassword />
      <Section title="Your data">
        <Typography.Paragraph>
          Download everything we hold about {user?.email ?? 'you'}: your profile, sign-in methods, sessions, public
          profile, every test result, subscriptions and orders, as a JSON file.
        </Typography.Paragraph>
        <Button href={ACCOUNT_EXPORT_URL} download icon={<DownloadOutlined aria-hidden />}>
          Export my data
        </Button>
      </Section>
      <DeleteAccount />
    </div>
  );
}
