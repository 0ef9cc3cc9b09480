import { Navigate, Outlet } from 'react-router';
import { useCurrentUser, useHeldSignup, useSessionRestoring } from '../shared/session/useCurrentUser';
import { PageLoading } from './PageLoading';

/* Components, not loaders, so they also act when the session changes under an open page. */

/** /signup and /signin: signed-in users go to /. A new tab still asking who is signed in waits. */
export function GuestOnly() {
  const user = useCurrentUser();
  if (useSessionRestoring()) return <PageLoading />;
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** /dashboard: anyone not signed in goes to /signin (once a new tab knows who is signed in). */
export function SignedInOnly() {
  const user = useCurrentUser();
  if (useSessionRestoring()) return <PageLoading />;
  return user ? <Outlet /> : <Navigate to="/signin" replace />;
}

/** /otp-verification: without an email held for the session, back to /signup. */
export function HeldEmailOnly() {
  return useHeldSignup().email ? <Outlet /> : <Navigate to="/signup" replace />;
}
