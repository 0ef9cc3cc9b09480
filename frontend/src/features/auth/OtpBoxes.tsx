import { useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { backspaceInOtp, OTP_LENGTH, pasteIntoOtp, typeIntoOtp, type OtpChange, type OtpDigits } from './otp-code';
import '../../shared/forms/forms.css';

export interface OtpBoxesProps {
  digits: OtpDigits;
  onChange(digits: OtpDigits): void;
  /** The id of the text that names the group ("Enter the 6-digit code…"). */
  labelledBy: string;
  /** The id of the message under the boxes, read as their description. */
  describedBy?: string;
  invalid?: boolean;
  /** Lets the screen move focus (to the first empty box after a failed check). */
  boxRefs?: RefObject<(HTMLInputElement | null)[]>;
}

/** Six native digit boxes with antd's Input look, so the first drawn are typed into; the logic is in `otp-code.ts`. */
export function OtpBoxes({ digits, onChange, labelledBy, describedBy, invalid, boxRefs }: OtpBoxesProps) {
  const ownRefs = useRef<(HTMLInputElement | null)[]>([]);
  const refs = boxRefs ?? ownRefs;

  const focusBox = (index: number) => {
    const input = refs.current[index];
    input?.focus();
    input?.select();
  };

  const apply = (change: OtpChange) => {
    onChange(change.digits);
    focusBox(change.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault();
      apply(backspaceInOtp(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteIntoOtp(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div className="otp-boxes" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          className={invalid ? 'tp-input tp-input--error otp-box' : 'tp-input otp-box'}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          // The first box takes the code the phone or browser offers from the message.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          onFocus={(event) => event.target.select()}
          onChange={(event) => apply(typeIntoOtp(digits, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </div>
  );
}
