import { AUTH_LIMITS, Messages } from '@typing/contracts/web';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { randomAvatar } from '../../shared/avatar/avatar-descriptor';
import { verificationStarted } from '../../shared/session/session.slice';
import { useToast } from '../../shared/useToast';
import { useSignupMutation } from './auth.api';
import { normaliseEmail } from './auth-validation';
import { required } from '../../shared/forms/field-checks';
import { FormField, Form, useCheckedForm } from '../../shared/forms/Form';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { Icon } from '../../shared/ui/icons/Icon';
import { Button } from '../../shared/ui/Button';
import { EmailField, GoogleAlternative, SubmitButton } from './AuthFields';
import { AuthError, AuthScreen } from './AuthScreen';
import { rememberCodeSent } from './code-sent';
import { useAuthSubmit } from './useAuthSubmit';

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Spec §2 "Sign up": name, email, password twice, an avatar preview, Sign Up or Google. */
export function SignUpPage() {
  const form = useCheckedForm<SignUpFields>({ name: '', email: '', password: '', confirmPassword: '' });
  const [signup, { isLoading }] = useSignupMutation();
  const [avatar, setAvatar] = useState(() => randomAvatar());
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const { error, onFinish } = useAuthSubmit('signup', async (values: SignUpFields) => {
    const email = normaliseEmail(values.email);
    const { message } = await signup({
      name: values.name.trim(),
      email,
      password: values.password,
      profilePic: avatar,
    }).unwrap();
    // Spec §4: the email and the avatar are held in session storage until verification.
    dispatch(verificationStarted({ email, pendingProfileImage: avatar }));
    rememberCodeSent(email);
    toast.success(message || Messages.signupCodeSent);
    await navigate('/otp-verification');
  });

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
        <Button icon={<Icon name="ReloadOutlined" aria-hidden />} onClick={() => setAvatar(randomAvatar())}>
          Generate New Avatar
        </Button>
      </div>

      {/* noValidate: the form's own messages replace the browser's validation bubbles. */}
      <Form form={form} name="signup" onFinish={onFinish}>
        <FormField<SignUpFields>
          name="name"
          label="Full name"
          autoComplete="name"
          maxLength={AUTH_LIMITS.name}
          checks={[required('Please enter your full name', { whitespace: true })]}
        />
        <EmailField />
        <NewPasswordFields<SignUpFields>
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          requiredMessage="Please enter a password"
          confirmRequiredMessage="Please confirm your password"
        />
        <SubmitButton loading={isLoading}>Sign Up</SubmitButton>
      </Form>

      <GoogleAlternative context="signup" />
    </AuthScreen>
  );
}
