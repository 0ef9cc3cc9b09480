import { ReloadOutlined } from '@ant-design/icons';
import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { Button, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { randomAvatar } from '../../shared/avatar/avatar-descriptor';
import { verificationStarted } from '../../shared/session/session.slice';
import { useToast } from '../../shared/useToast';
import { useSignupMutation } from './auth.api';
import { authErrorMessage } from './auth-errors';
import { isEmail, newPasswordProblem, normaliseEmail, passwordMismatch, ruleFrom } from './auth-validation';
import { AuthError, AuthScreen } from './AuthScreen';
import { GoogleButton } from './GoogleButton';
import { useGoogleSignIn } from './useGoogleSignIn';

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec §2 "Sign up": name, email, password twice, an avatar preview, Sign Up or Google. */
export function SignUpPage() {
  const [form] = Form.useForm<SignUpFields>();
  const [signup, { isLoading }] = useSignupMutation();
  const [avatar, setAvatar] = useState(() => randomAvatar());
  const [error, setError] = useState<string | null>(null);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const onGoogleCredential = useGoogleSignIn();

  async function onFinish(values: SignUpFields) {
    setError(null);
    const email = normaliseEmail(values.email);
    try {
      const { message } = await signup({
        name: values.name.trim(),
        email,
        password: values.password,
        profilePic: avatar,
      }).unwrap();
      // Spec §4: the email and the avatar are held in session storage until verification.
      dispatch(verificationStarted({ email, pendingProfileImage: avatar }));
      toast.success(message || Messages.signupCodeSent);
      await navigate('/otp-verification');
    } catch (e) {
      setError(authErrorMessage('signup', e));
    }
  }

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Save your results, see your progress and practise with AI."
      footer={
        <span>
          Already have an account? <Link to="/signin">Sign in</Link>
        </span>
      }
    >
      <AuthError message={error} />

      <div className="auth-avatar">
        <Avatar value={avatar} size={72} alt="Your avatar" />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setAvatar(randomAvatar())}>
          Generate New Avatar
        </Button>
      </div>

      {/* noValidate: the form's own messages replace the browser's validation bubbles. */}
      <Form form={form} name="signup" layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <Form.Item
          label="Full name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Please enter your full name' }]}
        >
          <Input autoComplete="name" maxLength={AUTH_LIMITS.name} aria-required />
        </Form.Item>
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
        <Form.Item
          label="Password"
          name="password"
          extra={`At least ${AUTH_LIMITS.passwordMin} characters.`}
          rules={[{ required: true, message: 'Please enter a password' }, ruleFrom(newPasswordProblem)]}
        >
          <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm your password' },
            ({ getFieldValue }) =>
              ruleFrom((value) => passwordMismatch(getFieldValue('password') as string | undefined, value)),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Sign Up
        </Button>
      </Form>

      <Divider className="auth-divider" plain>
        or
      </Divider>
      <GoogleButton context="signup" onCredential={(credential) => void onGoogleCredential(credential)} />
    </AuthScreen>
  );
}
