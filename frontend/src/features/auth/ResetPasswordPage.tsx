import { Messages } from '@typing/contracts/web';
import { Link, useParams } from 'react-router';
import { useResetPasswordMutation } from './auth.api';
import { Form, useCheckedForm } from '../../shared/forms/Form';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { RedirectingToSignIn, SubmitButton } from './AuthFields';
import { AuthError, AuthScreen } from './AuthScreen';
import { useAuthSubmit } from './useAuthSubmit';
import { SUCCESS_REDIRECT_MS, useRedirectAfter } from './useRedirectAfter';

interface ResetFields {
  newPassword: string;
  confirmPassword: string;
}

/** Spec §2 "Reset password" (/reset-password/{token}): new password twice; /signin 3 s after success. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [reset, { isLoading, isSuccess }] = useResetPasswordMutation();
  useRedirectAfter(isSuccess, '/signin', SUCCESS_REDIRECT_MS);
  const form = useCheckedForm<ResetFields>({ newPassword: '', confirmPassword: '' });
  const { error, onFinish } = useAuthSubmit('reset', async ({ newPassword }: ResetFields) => {
    await reset({ token, newPassword }).unwrap();
  });

  return (
    <AuthScreen
      title="Choose a new password"
      subtitle="After the change, every device signed in to your account is signed out."
      footer={
        <span>
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>
        </span>
      }
    >
      <AuthError message={error} />
      {isSuccess ? (
        <RedirectingToSignIn title={Messages.passwordReset /* spec §8: 'Password reset successful!' */} />
      ) : (
        <Form form={form} name="reset-password" onFinish={onFinish}>
          <NewPasswordFields<ResetFields>
            name="newPassword"
            label="New password"
            confirmLabel="Confirm new password"
            requiredMessage="Please enter a new password"
            confirmRequiredMessage="Please confirm your new password"
          />
          <SubmitButton loading={isLoading}>Reset Password</SubmitButton>
        </Form>
      )}
    </AuthScreen>
  );
}
