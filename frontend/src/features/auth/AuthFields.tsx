/**
 * The pieces the account screens share (sign in, sign up, forgot and reset password): the email
 * field (the new password with its confirmation is shared/forms' NewPasswordFields), the submit button, the "redirecting" notice and
 * the Google alternative under the form.
 */
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Alert, Button, Divider, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { ruleFrom } from '../../shared/forms/password-rules';
import { isEmail } from './auth-validation';
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
