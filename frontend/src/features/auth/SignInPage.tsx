import { AUTH_LIMITS } from '@typing/contracts/web';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { useLoginMutation } from '../../shared/session/session.api';
import { verificationStarted } from '../../shared/session/session.slice';
import { required } from '../../shared/forms/field-checks';
import { FormField, Form, useCheckedForm } from '../../shared/forms/Form';
import { useToast } from '../../shared/useToast';
import { authErrorMessage, isEmailNotVerified } from './auth-errors';
import { normaliseEmail } from './auth-validation';
import { EmailField, GoogleAlternative, SubmitButton } from './AuthFields';
import { AuthError, AuthScreen } from './AuthScreen';
import { rememberCodeSent } from './code-sent';
import { useAuthSubmit } from './useAuthSubmit';

interface SignInFields {
  email: string;
  password: string;
}

/** Spec §2 "Sign in": email and password, Google, links to sign up and to reset the password. */
export function SignInPage() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useCheckedForm<SignInFields>({ email: '', password: '' });

  const { error, onFinish } = useAuthSubmit('login', async (values: SignInFields) => {
    const email = normaliseEmail(values.email);
    try {
      // The session slice takes the user from the answer (matchFulfilled).
      await login({ email, password: values.password }).unwrap();
      await navigate('/', { replace: true });
    } catch (e) {
      if (!isEmailNotVerified(e)) throw e; // shown above the form
      // Not verified yet: the server has sent a new code; finish the sign-up on the OTP screen.
      dispatch(verificationStarted({ email }));
      rememberCodeSent(email);
      toast.info(authErrorMessage('login', e), { duration: 6 });
      await navigate('/otp-verification');
    }
  });

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
      <Form form={form} name="signin" onFinish={onFinish}>
        <EmailField />
        <FormField<SignInFields>
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.passwordMax}
          checks={[required('Please enter your password')]}
        />
        <SubmitButton loading={isLoading}>Sign In</SubmitButton>
      </Form>
      <GoogleAlternative context="signin" />
    </AuthScreen>
  );
}
