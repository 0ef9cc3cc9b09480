import { Messages } from '@typing/contracts/web';
import { Link } from 'react-router';
import { Form, useCheckedForm } from '../../shared/forms/Form';
import { useForgotPasswordMutation } from './auth.api';
import { normaliseEmail } from './auth-validation';
import { EmailField, RedirectingToSignIn, SubmitButton } from './AuthFields';
import { AuthError, AuthScreen } from './AuthScreen';
import { useAuthSubmit } from './useAuthSubmit';
import { SUCCESS_REDIRECT_MS, useRedirectAfter } from './useRedirectAfter';

/** Spec §2 "Forgot password": an email and 'Send Reset Link'; /signin 3 s after success. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading, isSuccess }] = useForgotPasswordMutation();
  useRedirectAfter(isSuccess, '/signin', SUCCESS_REDIRECT_MS);
  const form = useCheckedForm<{ email: string }>({ email: '' });
  const { error, onFinish } = useAuthSubmit('forgot', async ({ email }: { email: string }) => {
    await forgot({ email: normaliseEmail(email) }).unwrap();
  });

  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
      footer={
        <span>
          Remembered it? <Link to="/signin">Sign in</Link>
        </span>
      }
    >
      <AuthError message={error} />
      {isSuccess ? (
        <RedirectingToSignIn title={Messages.resetLinkSent /* spec §8: 'Reset link sent to your email!' */} />
      ) : (
        <Form form={form} name="forgot-password" onFinish={onFinish}>
          <EmailField />
          <SubmitButton loading={isLoading}>Send Reset Link</SubmitButton>
        </Form>
      )}
    </AuthScreen>
  );
}
