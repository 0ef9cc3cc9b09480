import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useForgotPasswordMutation } from './auth.api';
import { authErrorMessage } from './auth-errors';
import { isEmail, normaliseEmail, ruleFrom } from './auth-validation';
import { AuthError, AuthScreen } from './AuthScreen';
import { SUCCESS_REDIRECT_MS, useRedirectAfter } from './useRedirectAfter';

/** Spec §2 "Forgot password": an email and 'Send Reset Link'; /signin 3 s after success. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading, isSuccess }] = useForgotPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(isSuccess, '/signin', SUCCESS_REDIRECT_MS);

  async function onFinish({ email }: { email: string }) {
    setError(null);
    try {
      await forgot({ email: normaliseEmail(email) }).unwrap();
    } catch (e) {
      setError(authErrorMessage('forgot', e));
    }
  }

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
        <Alert
          showIcon
          type="success"
          title={Messages.resetLinkSent /* spec §8: 'Reset link sent to your email!' */}
          description="Taking you to sign in…"
          className="auth-alert"
        />
      ) : (
        <Form name="forgot-password" layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
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
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Send Reset Link
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}
