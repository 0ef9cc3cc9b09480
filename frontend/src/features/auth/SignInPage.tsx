import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Button, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { signedIn, verificationStarted } from '../../shared/session/session.slice';
import { useToast } from '../../shared/useToast';
import { useLoginMutation } from './auth.api';
import { authErrorMessage, isEmailNotVerified } from './auth-errors';
import { isEmail, normaliseEmail, ruleFrom } from './auth-validation';
import { AuthError, AuthScreen } from './AuthScreen';
import { GoogleButton } from './GoogleButton';
import { useGoogleSignIn } from './useGoogleSignIn';

interface SignInFields {
  email: string;
  password: string;
}

/** Spec §2 "Sign in": email and password, Google, links to sign up and to reset the password. */
export function SignInPage() {
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const onGoogleCredential = useGoogleSignIn();

  async function onFinish(values: SignInFields) {
    setError(null);
    const email = normaliseEmail(values.email);
    try {
      const { existingUser } = await login({ email, password: values.password }).unwrap();
      dispatch(signedIn(existingUser));
      await navigate('/', { replace: true });
    } catch (e) {
      if (isEmailNotVerified(e)) {
        // Not verified yet: the server has sent a new code; finish the sign-up on the OTP screen.
        dispatch(verificationStarted({ email }));
        toast.info(authErrorMessage('login', e), { duration: 6 });
        await navigate('/otp-verification');
        return;
      }
      setError(authErrorMessage('login', e));
    }
  }

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to save your results and practise with AI."
      footer={
        <>
          <span>
            Don&apos;t have an account? <Link to="/signup">Sign up</Link>
          </span>
          <span>
            Forgot your password? <Link to="/forgot-password">Reset</Link>
          </span>
        </>
      }
    >
      <AuthError message={error} />
      <Form name="signin" layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
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
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Sign In
        </Button>
      </Form>
      <Divider className="auth-divider" plain>
        or
      </Divider>
      <GoogleButton context="signin" onCredential={(credential) => void onGoogleCredential(credential)} />
    </AuthScreen>
  );
}
