import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useContinueWithGoogleMutation } from '../../shared/session/session.api';

/** Hands Google's ID token to the server, then goes to / (spec §7); a failure is logged only (spec §8). */
export function useGoogleSignIn(): (credential: string) => Promise<void> {
  const [continueWithGoogle] = useContinueWithGoogleMutation();
  const navigate = useNavigate();
  return useCallback(
    async (credential: string) => {
      try {
        await continueWithGoogle({ credential }).unwrap();
        await navigate('/', { replace: true });
      } catch (error) {
        console.error('Google sign-in failed', error);
      }
    },
    [continueWithGoogle, navigate],
  );
}
