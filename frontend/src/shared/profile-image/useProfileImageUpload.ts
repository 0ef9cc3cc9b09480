import { useCallback, useState } from 'react';
import { screenErrorMessage } from '../errors';
import { useToast } from '../useToast';
import { useUpdateProfileImageMutation } from './profile-image.api';
import { imageFileProblem } from './profile-image-validation';

export interface ProfileImageUpload {
  /** Checks the file (spec §5), uploads it and updates the signed-in user; true on success. */
  upload(file: File): Promise<boolean>;
  /** The message to show under the email (spec §8), or null. */
  error: string | null;
  uploading: boolean;
  clearError(): void;
}

export function useProfileImageUpload(): ProfileImageUpload {
  const [update, { isLoading }] = useUpdateProfileImageMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File) => {
      setError(null);
      const problem = imageFileProblem(file);
      if (problem) {
        setError(problem);
        return false;
      }
      try {
        // The session slice takes the fresh user from the answer (matchFulfilled).
        const { message } = await update(file).unwrap();
        toast.success(message || 'Profile image updated');
        return true;
      } catch (e) {
        setError(screenErrorMessage('imageUpload', e));
        return false;
      }
    },
    [update, toast],
  );

  const clearError = useCallback(() => setError(null), []);
  return { upload, error, uploading: isLoading, clearError };
}
