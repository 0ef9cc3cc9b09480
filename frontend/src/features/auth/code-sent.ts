/**
 * When this tab's last code was sent, so the OTP screen's countdown (spec §4) is right after a
 * reload too. Kept in session storage next to the held email; the tab that asked for the code
 * already knows when, so the server is never asked about an address (docs/decisions/accounts/sign-up-codes.md).
 */
import { browserStorage } from '../../shared/storage/web-storage';
import { OTP_COUNTDOWN_SECONDS } from './countdown';

const KEY = 'otp-code-sent';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

interface CodeSent {
  email: string;
  at: number;
}

function read(store: Store | undefined): CodeSent | undefined {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { email, at } = value as Partial<CodeSent>;
    return typeof email === 'string' && typeof at === 'number' && Number.isFinite(at) ? { email, at } : undefined;
  } catch {
    return undefined;
  }
}

/** A code was just sent to `email` (sign-up, sign-in of an unverified account, resend). */
export function rememberCodeSent(
  email: string,
  at = Date.now(),
  store: Store | undefined = browserStorage('sessionStorage'),
): void {
  try {
    store?.setItem(KEY, JSON.stringify({ email, at } satisfies CodeSent));
  } catch {
    // Storage full or blocked: after a reload the countdown starts afresh, as before.
  }
}

/**
 * When 'Resend OTP' is offered (ms): 300 s after the code to `email` was sent, if this tab sent
 * one; else 300 s from now. Never later than 300 s from now (a clock set back, a forged value).
 */
export function resendDeadline(
  email: string,
  now = Date.now(),
  store: Store | undefined = browserStorage('sessionStorage'),
): number {
  const full = now + OTP_COUNTDOWN_SECONDS * 1000;
  const sent = read(store);
  if (!sent || sent.email !== email) return full;
  return Math.min(full, sent.at + OTP_COUNTDOWN_SECONDS * 1000);
}
