/** The pieces the account screens share, rendered without antd. */
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import type { ReactNode } from 'react';
import { required, valueCheck } from '../../shared/forms/field-checks';
import { FormField } from '../../shared/forms/Form';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { isEmail } from './auth-validation';
import { GoogleButton, type GoogleButtonProps } from './GoogleButton';
import { useGoogleSignIn } from './useGoogleSignIn';

/** The `email` field: required, checked as the browser's `type=email` checks it. */
export function EmailField() {
  return (
    <FormField<{ email: string }>
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={AUTH_LIMITS.email}
      checks={[
        required('Please enter your email', { whitespace: true }),
        valueCheck((value) => (value && !isEmail(value) ? Messages.invalidEmail : null)),
      ]}
    />
  );
}

export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" size="large" className="auth-submit" loading={loading}>
      {children}
    </Button>
  );
}

export function RedirectingToSignIn({ title }: { title: string }) {
  return <Alert type="success" title={title} description="Taking you to sign in…" className="auth-alert" />;
}

/** "or" and 'Continue with Google' under the form; a Google credential signs the user in. */
export function GoogleAlternative({ context }: Pick<GoogleButtonProps, 'context'>) {
  const onGoogleCredential = useGoogleSignIn();
  return (
    <>
      <div className="auth-divider" role="separator">
        <span className="auth-divider__rail" />
        <span className="auth-divider__text">or</span>
        <span className="auth-divider__rail" />
      </div>
      <GoogleButton context={context} onCredential={(credential) => void onGoogleCredential(credential)} />
    </>
  );
}
