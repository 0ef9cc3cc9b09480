import type { SaveResultRequest } from '@typing/contracts/web';
import type { TypingResult } from '@typing/typing-core';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useSaveResultMutation } from './results.api';
import { testCompleted } from './typing-results.slice';
import type { Viewer } from '../useViewer';

/** The body of a save: the result, its client id, the user id (as the spec's payload has it) and the ticket. */
export function saveRequest(
  result: TypingResult,
  clientId: string,
  userId?: string,
  ticket?: string,
): SaveResultRequest {
  return { ...result, clientId, ...(userId ? { userId } : {}), ...(ticket ? { ticket } : {}) };
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain HTTP builds it from `getRandomValues`. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores a completed test locally and saves a member's; one client id per test, so retries never store it twice. */
export function useRecordResult(viewer: Viewer): (result: TypingResult, ticket?: string) => void {
  const dispatch = useDispatch();
  const [saveResult] = useSaveResultMutation();
  return useCallback(
    (result: TypingResult, ticket?: string) => {
      dispatch(testCompleted(result));
      if (!viewer.isSignedIn) return; // Guests' results are never sent (SPEC §6).
      saveResult(saveRequest(result, newClientId(), viewer.userId, ticket))
        .unwrap()
        .catch((error: unknown) => console.error('Saving the result failed', error));
    },
    [dispatch, saveResult, viewer.isSignedIn, viewer.userId],
  );
}
