import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { signedIn } from '../../shared/session/session.slice';
import { useContinueWithGoogleMutation } from './auth.api';

/**
 * Hands Google's ID token to POST /api/auth/continuewithgoogle; the user is stored and the app
 * goes to / (spec §7). A failure is logged only (spec §8 "Google sign-in failure").
 */
export function useGoogleSignIn(): (credential: string) => Promise<void> {
  const [continueWithGoogle] = useContinueWithGoogleMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (credential: string) => {
      try {
        const { user } = await continueWithGoogle({ credential }).unwrap();
        dispatch(signedIn(user));
        await navigate('/', { replace: true });
      } catch (error) {
        console.error('Google sign-in failed', error);
      }
    },
    [continueWithGoogle, dispatch, navigate],
  );
}
