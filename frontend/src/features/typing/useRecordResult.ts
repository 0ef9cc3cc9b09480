import type { SaveResultRequest, SaveResultResponse } from '@typing/contracts/web';
import type { TypingResult } from '@typing/typing-core';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../shared/api';
import { testCompleted } from './typing-results.slice';
import type { Viewer } from './useViewer';

/** POST /api/result/saveresult; a saved result makes the dashboard's summary stale. */
const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveResult: build.mutation<SaveResultResponse, SaveResultRequest>({
      query: (body) => ({ url: '/result/saveresult', method: 'POST', body }),
      invalidatesTags: ['Performance'],
    }),
  }),
});

/** Waits before each retry of a save that got no answer or a server failure (ms). */
export const SAVE_RETRY_DELAYS_MS = [1000, 4000] as const;

/** Worth retrying: no answer at all, or the server (or its service) failed. Refusals (4xx) are final. */
export function isRetryableSaveError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && status >= 500;
}

/** The body of a save: the engine's result, its client id, and (as the spec's payload has it) the user id. */
export function saveRequest(result: TypingResult, clientId: string, userId?: string): SaveResultRequest {
  return { ...result, clientId, ...(userId ? { userId } : {}) };
}

/**
 * A random (version 4) UUID for the test. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS, localhost); on a plain-HTTP address the same id is built from `getRandomValues`.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What happens to a completed test's result (SPEC §4): it goes into the session's local store and,
 * for signed-in users, is saved to the server. The client id is made once per test, so a retry
 * after a lost answer can never store the test twice. A failed save is only logged (SPEC §8).
 */
export function useRecordResult(viewer: Viewer): (result: TypingResult) => void {
  const dispatch = useDispatch();
  const [saveResult] = resultsApi.useSaveResultMutation();
  return useCallback(
    (result: TypingResult) => {
      dispatch(testCompleted(result));
      if (!viewer.isSignedIn) return; // Guests' results are never sent (SPEC §6).
      const body = saveRequest(result, newClientId(), viewer.userId);
      void (async () => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await saveResult(body).unwrap();
            return;
          } catch (error) {
            if (attempt >= SAVE_RETRY_DELAYS_MS.length || !isRetryableSaveError(error)) {
              console.error('Saving the result failed', error);
              return;
            }
            await wait(SAVE_RETRY_DELAYS_MS[attempt]!);
          }
        }
      })();
    },
    [dispatch, saveResult, viewer.isSignedIn, viewer.userId],
  );
}
