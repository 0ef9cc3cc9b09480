import type { PublicUser } from '@typing/contracts/web';
import { useSelector } from 'react-redux';
import {
  selectCurrentUser,
  selectHeldEmail,
  selectIsRestoring,
  selectPendingProfileImage,
  selectProfileImage,
  type WithSessionState,
} from './session.slice';

/** The signed-in user, or null for a guest. Any component under the store may read it. */
export function useCurrentUser(): PublicUser | null {
  return useSelector((state: WithSessionState) => selectCurrentUser(state));
}

/** True while a new tab asks the server who is signed in: show neither guest nor member views yet. */
export function useSessionRestoring(): boolean {
  return useSelector((state: WithSessionState) => selectIsRestoring(state));
}

/** The signed-in user's picture (`dicebear:…`, an uploaded path), or null. */
export function useProfileImage(): string | null {
  return useSelector((state: WithSessionState) => selectProfileImage(state));
}

/** The email and avatar held between sign-up and verification (spec §3). */
export function useHeldSignup(): { email: string | null; pendingProfileImage: string | null } {
  const email = useSelector((state: WithSessionState) => selectHeldEmail(state));
  const pendingProfileImage = useSelector((state: WithSessionState) => selectPendingProfileImage(state));
  return { email, pendingProfileImage };
}
