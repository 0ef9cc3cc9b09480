/**
 * The OTP screen's six boxes as pure state changes (spec §5 "OTP", §9: six digits). Each function
 * takes the boxes and the box being edited and returns the new boxes and which box gets focus, so
 * the component only applies them and the behaviour is unit-tested.
 */
import { AUTH_LIMITS } from '@typing/contracts/web';

export const OTP_LENGTH = AUTH_LIMITS.otpLength;

/** One string per box: a single digit or ''. */
export type OtpDigits = readonly string[];

export interface OtpChange {
  digits: OtpDigits;
  /** The box to focus next. */
  focus: number;
}

export const emptyOtp = (): OtpDigits => Array.from({ length: OTP_LENGTH }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const clampIndex = (index: number) => Math.min(Math.max(index, 0), OTP_LENGTH - 1);

/**
 * Writes `text` into the boxes from `index` on, one digit per box, ignoring anything that is not
 * a digit. A whole code (six digits, however spaced: "123 456", "123-456") fills every box from
 * the first, wherever it was pasted. Focus goes to the box after the last one written.
 */
export function pasteIntoOtp(digits: OtpDigits, index: number, text: string): OtpChange {
  const incoming = onlyDigits(text);
  if (incoming === '') return { digits, focus: index };
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  const next = [...digits];
  const written = incoming.slice(0, OTP_LENGTH - start);
  for (let i = 0; i < written.length; i += 1) next[start + i] = written[i];
  return { digits: next, focus: clampIndex(start + written.length) };
}

/**
 * The value of box `index` changed to `value` (typing, autofill). Digits only: a letter changes
 * nothing. A single digit replaces the box's digit and moves focus forward; several (autofill of
 * the whole code into one box) are handled like a paste; an emptied box stays where it is.
 */
export function typeIntoOtp(digits: OtpDigits, index: number, value: string): OtpChange {
  if (value === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  const incoming = onlyDigits(value);
  if (incoming === '') return { digits, focus: index };
  // Typed next to the digit the box already held ("37" over "3" or "7"): keep the new digit.
  const old = digits[index];
  const single =
    incoming.length === 1
      ? incoming
      : incoming.length === 2 && old !== '' && incoming.includes(old)
        ? incoming[0] === old
          ? incoming[1]
          : incoming[0]
        : null;
  if (single !== null) {
    const next = [...digits];
    next[index] = single;
    return { digits: next, focus: clampIndex(index + 1) };
  }
  return pasteIntoOtp(digits, index, incoming);
}

/** Backspace: an empty box moves focus back (spec: Backspace on an empty box moves back); a full one is cleared. */
export function backspaceInOtp(digits: OtpDigits, index: number): OtpChange {
  if (digits[index] !== '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  return { digits, focus: clampIndex(index - 1) };
}

/** The code as sent to the server, or null when a box is still empty ('Please enter all 6 digits'). */
export function otpCode(digits: OtpDigits): string | null {
  const code = digits.join('');
  return /^\d+$/.test(code) && code.length === OTP_LENGTH ? code : null;
}
