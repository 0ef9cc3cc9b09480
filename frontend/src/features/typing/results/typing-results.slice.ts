import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TypingResult } from '@typing/typing-core';

/**
 * SPEC §3/§4's "local store": the results of this browser session's tests, in memory only (gone on
 * reload). Saving signed-in users' results to the server comes with the results feature; see
 * `useRecordResult`.
 */
export interface TypingResultsState {
  results: TypingResult[];
}

export const initialTypingResultsState: TypingResultsState = { results: [] };

export const typingResultsSlice = createSlice({
  name: 'typingResults',
  initialState: initialTypingResultsState,
  reducers: {
    testCompleted(state, action: PayloadAction<TypingResult>) {
      state.results.push(action.payload as TypingResultsState['results'][number]);
    },
  },
});

export const { testCompleted } = typingResultsSlice.actions;

export interface WithTypingResultsState {
  typingResults: TypingResultsState;
}

export const selectSessionResults = (state: WithTypingResultsState): readonly TypingResult[] =>
  state.typingResults.results;
export const selectLastResult = (state: WithTypingResultsState): TypingResult | undefined =>
  state.typingResults.results.at(-1);
