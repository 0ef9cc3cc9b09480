import { Navigate, Outlet } from 'react-router';
import { useCurrentUser, useHeldSignup } from '../shared/session/useCurrentUser';

/*
 * Route guards (spec §2 route table, §6). Components, not loaders, so they also act when the
 * session changes under an open page (logout, the start-up check finding an expired cookie).
 */

/** /signup and /signin: signed-in users go to /. */
export function GuestOnly() {
  return useCurrentUser() ? <Navigate to="/" replace /> : <Outlet />;
}

/** /dashboard: anyone not signed in goes to /signin. */
export function SignedInOnly() {
  return useCurrentUser() ? <Outlet /> : <Navigate to="/signin" replace />;
}

/** /otp-verification: without an email held for the session, back to /signup. */
export function HeldEmailOnly() {
  return useHeldSignup().email ? <Outlet /> : <Navigate to="/signup" replace />;
}
