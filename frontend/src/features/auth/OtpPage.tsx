import { GENERATED_AVATAR_PATTERN, Messages } from '@typing/contracts/web';
import { Button, Typography, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { verificationFinished } from '../../shared/session/session.slice';
import { useHeldSignup } from '../../shared/session/useCurrentUser';
import { useToast } from '../../shared/useToast';
import { useResendOtpMutation, useVerifyOtpMutation } from './auth.api';
import { authErrorMessage } from './auth-errors';
import { AuthScreen } from './AuthScreen';
import { formatCountdown, OTP_COUNTDOWN_SECONDS } from './countdown';
import { emptyOtp, otpCode, type OtpDigits } from './otp-code';
import { OtpBoxes } from './OtpBoxes';
import { useCountdown } from './useCountdown';

/**
 * Spec §2 "OTP verification": six boxes, 'Verify OTP', and a countdown that becomes 'Resend OTP'
 * at zero. The router only opens this screen while an email is held (spec §6).
 */
export function OtpPage() {
  const { email, pendingProfileImage } = useHeldSignup();
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const boxRefs = useRef<(InputRef | null)[]>([]);
  const { seconds, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const [verify, verifying] = useVerifyOtpMutation();
  const [resend, resending] = useResendOtpMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const labelId = useId();
  const messageId = useId();

  // Spec §4: the held email and avatar are cleared on verification, once this screen has been
  // left for /signin. Clearing them while it is still shown would make its guard send the user
  // to /signup instead.
  const verified = useRef(false);
  useEffect(
    () => () => {
      if (verified.current) dispatch(verificationFinished());
    },
    [dispatch],
  );

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
      focusFirstEmpty(digits);
    }
  }

  async function onResend() {
    if (!email) return;
    setError(null);
    try {
      const { message } = await resend({ email }).unwrap();
      restart();
      const cleared = emptyOtp();
      setDigits(cleared);
      focusFirstEmpty(cleared);
      toast.success(message || Messages.otpResent);
    } catch (e) {
      setError(authErrorMessage('resend', e));
    }
  }

  return (
    <AuthScreen
      title="Verify your email"
      subtitle={
        <span id={labelId}>
          Enter the 6-digit code we sent to <Typography.Text strong>{email}</Typography.Text>.
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
          invalid={!!error}
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
          <Typography.Text type="secondary">
            Didn&apos;t get it? You can ask for a new code in{' '}
            <span className="otp-timer" role="timer">
              {formatCountdown(seconds)}
            </span>
          </Typography.Text>
        ) : (
          <Button type="link" onClick={() => void onResend()} loading={resending.isLoading}>
            Resend OTP
          </Button>
        )}
      </div>
    </AuthScreen>
  );
}
