import { useMemo } from 'react';
import { useCurrentUser } from '../../shared/session/useCurrentUser';

/** The signed-in user or a guest, from the shared session. */
export interface Viewer {
  readonly isSignedIn: boolean;
  /** The signed-in user's id (the spec's result payload names it; the server uses the session's). */
  readonly userId?: string;
}

const GUEST: Viewer = { isSignedIn: false };

export function useViewer(): Viewer {
  const user = useCurrentUser();
  const userId = user?._id;
  return useMemo(() => (userId ? { isSignedIn: true, userId } : GUEST), [userId]);
}
