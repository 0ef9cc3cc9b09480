import { useState } from 'react';
import { authErrorMessage, type AuthAction } from './auth-errors';

/** An account form's submit: clears the error, runs `submit`, shows a throw via `authErrorMessage` (`<AuthError>`). */
export function useAuthSubmit<T>(
  action: AuthAction,
  submit: (values: T) => Promise<void>,
): { error: string | null; onFinish: (values: T) => Promise<void> } {
  const [error, setError] = useState<string | null>(null);
  async function onFinish(values: T) {
    setError(null);
    try {
      await submit(values);
    } catch (e) {
      setError(authErrorMessage(action, e));
    }
  }
  return { error, onFinish };
}
