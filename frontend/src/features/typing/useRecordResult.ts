import type { TypingResult } from '@typing/typing-core';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { testCompleted } from './typing-results.slice';
import type { Viewer } from './useViewer';

/**
 * What happens to a completed test's result (SPEC §4): it goes into the session's local store;
 * for signed-in users it will also be saved to the server.
 */
export function useRecordResult(viewer: Viewer): (result: TypingResult) => void {
  const dispatch = useDispatch();
  return useCallback(
    (result: TypingResult) => {
      dispatch(testCompleted(result));
      if (viewer.isSignedIn) {
        // HOOK POINT (results issue): save the result for the signed-in user through the results
        // API's mutation here. Guests' results are never sent (SPEC §6).
      }
    },
    [dispatch, viewer.isSignedIn],
  );
}
