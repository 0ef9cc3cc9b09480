import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useContinueWithGoogleMutation } from '../../shared/session/session.api';

/**
 * Hands Google's ID token to POST /api/auth/continuewithgoogle; the user is stored and the app
 * goes to / (spec §7). A failure is logged only (spec §8 "Google sign-in failure").
 */
export function useGoogleSignIn(): (credential: string) => Promise<void> {
  const [continueWithGoogle] = useContinueWithGoogleMutation();
  const navigate = useNavigate();
  return useCallback(
    async (credential: string) => {
      try {
        // The session slice takes the user from the answer (matchFulfilled).
        await continueWithGoogle({ credential }).unwrap();
        await navigate('/', { replace: true });
      } catch (error) {
        console.error('Google sign-in failed', error);
      }
    },
    [continueWithGoogle, navigate],
  );
}
