/** The readable `signed-in=1` cookie beside the session's: without it a tab skips /api/auth/me (bound to fail). */
import { SESSION_HINT_COOKIE } from '@typing/contracts/web';

export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}

export function browserHasSessionHint(): boolean {
  return typeof document !== 'undefined' && hasSessionHint(document.cookie);
}

/** Drops a hint the server has proven stale (GET /me said 401), so the next tab asks nothing. */
export function forgetSessionHint(): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
