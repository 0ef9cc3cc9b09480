/** This tab's last code time, so the OTP countdown survives a reload (docs/decisions/accounts/sign-up-codes.md). */
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

export function rememberCodeSent(
  email: string,
  at = Date.now(),
  store: Store | undefined = browserStorage('sessionStorage'),
): void {
  try {
    store?.setItem(KEY, JSON.stringify({ email, at } satisfies CodeSent));
  } catch {
    // Storage full or blocked: after a reload the countdown starts afresh.
  }
}

/** When 'Resend OTP' is offered (ms): 300 s after this tab's code, and never more than 300 s from now. */
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
