import { GENERATED_AVATAR_PATTERN, Messages } from '@typing/contracts/web';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { verificationFinished } from '../../shared/session/session.slice';
import { useHeldSignup } from '../../shared/session/useCurrentUser';
import { useToast } from '../../shared/useToast';
import { retryAfterSeconds } from '../../shared/errors';
import { Button } from '../../shared/ui/Button';
import { useResendOtpMutation, useVerifyOtpMutation } from './auth.api';
import { authErrorMessage, isCodeUsedUp } from './auth-errors';
import { AuthScreen } from './AuthScreen';
import { rememberCodeSent, resendDeadline } from './code-sent';
import { formatCountdown, OTP_COUNTDOWN_SECONDS } from './countdown';
import { emptyOtp, otpCode, type OtpDigits } from './otp-code';
import { OtpBoxes } from './OtpBoxes';
import { useCountdown } from './useCountdown';

/** Spec §2, no dead ends: a spent code offers 'Resend OTP'; a refused resend counts down the wait, across reloads. */
export function OtpPage() {
  const { email, pendingProfileImage } = useHeldSignup();
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  // Whether the message is about the typed code (a refused resend is not: the boxes stay plain).
  const [codeRefused, setCodeRefused] = useState(false);
  const boxRefs = useRef<(HTMLInputElement | null)[]>([]);
  const { seconds, restart } = useCountdown(() => resendDeadline(email ?? ''));
  const resendRef = useRef<HTMLButtonElement>(null);
  // Set when only a new code helps; `offers` re-runs the effect below even if the countdown was over.
  const focusResendWhenShown = useRef(false);
  const [offers, setOffers] = useState(0);
  const [verify, verifying] = useVerifyOtpMutation();
  const [resend, resending] = useResendOtpMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const labelId = useId();
  const messageId = useId();

  // Spec §4: the held email and avatar are cleared on leaving for /signin (before, the guard would go to /signup).
  const verified = useRef(false);
  useEffect(
    () => () => {
      if (verified.current) dispatch(verificationFinished());
    },
    [dispatch],
  );

  // Once 'Resend OTP' has replaced the countdown, keyboard users land on it.
  useEffect(() => {
    if (!focusResendWhenShown.current || seconds > 0) return;
    focusResendWhenShown.current = false;
    resendRef.current?.focus();
  }, [offers, seconds]);

  const focusFirstEmpty = (next: OtpDigits) => {
    const index = Math.max(0, next.indexOf(''));
    boxRefs.current[index]?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email) return;
    const otp = otpCode(digits);
    if (!otp) {
      setError(Messages.enterAllDigits);
      setCodeRefused(true);
      focusFirstEmpty(digits);
      return;
    }
    setError(null);
    try {
      const profileImage =
        pendingProfileImage && GENERATED_AVATAR_PATTERN.test(pendingProfileImage) ? pendingProfileImage : undefined;
      const { message } = await verify({ email, otp, profileImage }).unwrap();
      toast.success(message || Messages.otpVerified);
      verified.current = true;
      await navigate('/signin', { replace: true });
    } catch (e) {
      setError(authErrorMessage('verify', e));
      setCodeRefused(true);
      if (isCodeUsedUp(e)) {
        // Only a new code can help: offer it now rather than at the end of the countdown.
        restart(0);
        focusResendWhenShown.current = true;
        setOffers((n) => n + 1);
      } else {
        focusFirstEmpty(digits);
      }
    }
  }

  async function onResend() {
    if (!email) return;
    setError(null);
    try {
      const { message } = await resend({ email }).unwrap();
      rememberCodeSent(email);
      restart(OTP_COUNTDOWN_SECONDS);
      const cleared = emptyOtp();
      setDigits(cleared);
      focusFirstEmpty(cleared);
      toast.success(message || Messages.otpResent);
    } catch (e) {
      setError(authErrorMessage('resend', e));
      setCodeRefused(false);
      // Refused for now (a limit): the button comes back when the server said it may.
      const wait = retryAfterSeconds(e);
      if (wait) restart(wait);
    }
  }

  return (
    <AuthScreen
      title="Verify your email"
      subtitle={
        <span id={labelId}>
          Enter the 6-digit code we sent to <strong className="otp-email">{email}</strong>.
        </span>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <OtpBoxes
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          labelledBy={labelId}
          describedBy={messageId}
          invalid={!!error && codeRefused}
          boxRefs={boxRefs}
        />
        <div id={messageId} className="otp-message" role="alert">
          {error && <span className="auth-error-text">{error}</span>}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={verifying.isLoading}>
          Verify OTP
        </Button>
      </form>
      <div className="otp-resend">
        {seconds > 0 ? (
          <span className="otp-resend__note">
            Didn&apos;t get it? You can ask for a new code in{' '}
            <span className="otp-timer" role="timer">
              {formatCountdown(seconds)}
            </span>
          </span>
        ) : (
          <Button ref={resendRef} type="link" onClick={() => void onResend()} loading={resending.isLoading}>
            Resend OTP
          </Button>
        )}
      </div>
    </AuthScreen>
  );
}
