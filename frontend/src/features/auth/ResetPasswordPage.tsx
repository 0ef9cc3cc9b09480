import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useResetPasswordMutation } from './auth.api';
import { authErrorMessage } from './auth-errors';
import { newPasswordProblem, passwordMismatch, ruleFrom } from './auth-validation';
import { AuthError, AuthScreen } from './AuthScreen';
import { SUCCESS_REDIRECT_MS, useRedirectAfter } from './useRedirectAfter';

interface ResetFields {
  newPassword: string;
  confirmPassword: string;
}

/** Spec §2 "Reset password" (/reset-password/{token}): new password twice; /signin 3 s after success. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [reset, { isLoading, isSuccess }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(isSuccess, '/signin', SUCCESS_REDIRECT_MS);

  async function onFinish({ newPassword }: ResetFields) {
    setError(null);
    try {
      await reset({ token, newPassword }).unwrap();
    } catch (e) {
      setError(authErrorMessage('reset', e));
    }
  }

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
        <Alert
          showIcon
          type="success"
          title={Messages.passwordReset /* spec §8: 'Password reset successful!' */}
          description="Taking you to sign in…"
          className="auth-alert"
        />
      ) : (
        <Form name="reset-password" layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
          <Form.Item
            label="New password"
            name="newPassword"
            extra={`At least ${AUTH_LIMITS.passwordMin} characters.`}
            rules={[{ required: true, message: 'Please enter a new password' }, ruleFrom(newPasswordProblem)]}
          >
            <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
          </Form.Item>
          <Form.Item
            label="Confirm new password"
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: 'Please confirm your new password' },
              ({ getFieldValue }) =>
                ruleFrom((value) => passwordMismatch(getFieldValue('newPassword') as string | undefined, value)),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Reset Password
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}
