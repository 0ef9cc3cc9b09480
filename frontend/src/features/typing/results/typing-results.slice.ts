import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TypingResult } from '@typing/typing-core';

/** Spec §3/§4's "local store": this session's results, in memory only. */
interface TypingResultsState {
  results: TypingResult[];
}

const initialTypingResultsState: TypingResultsState = { results: [] };

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
