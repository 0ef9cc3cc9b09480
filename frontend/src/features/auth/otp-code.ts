/** The OTP screen's six boxes as pure state changes (spec §5, §9), so the behaviour is unit-tested. */
import { AUTH_LIMITS } from '@typing/contracts/web';

export const OTP_LENGTH = AUTH_LIMITS.otpLength;

/** One string per box: a single digit or ''. */
export type OtpDigits = readonly string[];

export interface OtpChange {
  digits: OtpDigits;
  focus: number;
}

export const emptyOtp = (): OtpDigits => Array.from({ length: OTP_LENGTH }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const clampIndex = (index: number) => Math.min(Math.max(index, 0), OTP_LENGTH - 1);

/** Writes `text`'s digits into the boxes from `index` on; a whole code fills every box from the first. */
export function pasteIntoOtp(digits: OtpDigits, index: number, text: string): OtpChange {
  const incoming = onlyDigits(text);
  if (incoming === '') return { digits, focus: index };
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  const next = [...digits];
  const written = incoming.slice(0, OTP_LENGTH - start);
  for (let i = 0; i < written.length; i += 1) next[start + i] = written[i];
  return { digits: next, focus: clampIndex(start + written.length) };
}

/** Box `index` changed (typing, autofill): a digit moves focus forward, several are pasted, a letter does nothing. */
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

/** Backspace clears a full box; on an empty one it moves focus back (spec). */
export function backspaceInOtp(digits: OtpDigits, index: number): OtpChange {
  if (digits[index] !== '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  return { digits, focus: clampIndex(index - 1) };
}

export function otpCode(digits: OtpDigits): string | null {
  const code = digits.join('');
  return /^\d+$/.test(code) && code.length === OTP_LENGTH ? code : null;
}
