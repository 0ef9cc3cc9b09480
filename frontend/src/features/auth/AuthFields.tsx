/**
 * The pieces the account screens share (sign in, sign up, forgot and reset password): the email
 * field, a new password with its confirmation, the submit button, the "redirecting" notice and
 * the Google alternative under the form.
 */
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Alert, Button, Divider, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { isEmail, newPasswordProblem, passwordMismatch, ruleFrom } from './auth-validation';
import { GoogleButton, type GoogleButtonProps } from './GoogleButton';
import { useGoogleSignIn } from './useGoogleSignIn';

/** The `email` field: required, checked as the browser's `type=email` checks it. */
export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, whitespace: true, message: 'Please enter your email' },
        ruleFrom((value) => (value && !isEmail(value) ? Messages.invalidEmail : null)),
      ]}
    >
      <Input type="email" autoComplete="email" maxLength={AUTH_LIMITS.email} aria-required />
    </Form.Item>
  );
}

export interface NewPasswordFieldsProps {
  /** The password's field name; the confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  requiredMessage: string;
  confirmRequiredMessage: string;
}

/** A new password (length policy) and its confirmation, which must match it. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  requiredMessage,
  confirmRequiredMessage,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        extra={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        rules={[{ required: true, message: requiredMessage }, ruleFrom(newPasswordProblem)]}
      >
        <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          { required: true, message: confirmRequiredMessage },
          ({ getFieldValue }) =>
            ruleFrom((value) => passwordMismatch(getFieldValue(name) as string | undefined, value)),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
      </Form.Item>
    </>
  );
}

/** The form's full-width primary submit button, spinning while the call is under way. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={loading}>
      {children}
    </Button>
  );
}

/** The success notice shown in place of the form until the screen goes to sign in. */
export function RedirectingToSignIn({ title }: { title: string }) {
  return <Alert showIcon type="success" title={title} description="Taking you to sign in…" className="auth-alert" />;
}

/** "or" and 'Continue with Google' under the form; a Google credential signs the user in. */
export function GoogleAlternative({ context }: Pick<GoogleButtonProps, 'context'>) {
  const onGoogleCredential = useGoogleSignIn();
  return (
    <>
      <Divider className="auth-divider" plain>
        or
      </Divider>
      <GoogleButton context={context} onCredential={(credential) => void onGoogleCredential(credential)} />
    </>
  );
}
