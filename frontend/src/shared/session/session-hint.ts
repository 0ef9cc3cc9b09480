/**
 * The readable `signed-in=1` cookie the gateway sets and clears together with the HttpOnly session
 * cookie. A tab with no `auth-storage` record of its own (a new tab, a link from a mail, a restored
 * tab) asks GET /api/auth/me only when the hint is there, so a visitor's page load sends no
 * request that is bound to fail (docs/decisions/accounts/sessions.md).
 */
import { SESSION_HINT_COOKIE } from '@typing/contracts/web';

/** True when a `Cookie`-style string (`a=1; b=2`) carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** The hint in this browser (false outside one). */
export function browserHasSessionHint(): boolean {
  return typeof document !== 'undefined' && hasSessionHint(document.cookie);
}

/** Drops a hint the server has proven stale (GET /me said 401), so the next tab asks nothing. */
export function forgetSessionHint(): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
