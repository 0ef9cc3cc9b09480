import { describe, expect, it } from '@jest/globals';
import { applyKeys, createTest, summarize } from '@typing/typing-core';
import { configureStore } from '@reduxjs/toolkit';
import { selectLastResult, selectSessionResults, testCompleted, typingResultsSlice } from './typing-results.slice';

describe('the session store of typing results', () => {
  it('starts empty and keeps each completed result in order', () => {
    const store = configureStore({ reducer: { typingResults: typingResultsSlice.reducer } });
    expect(selectSessionResults(store.getState())).toEqual([]);
    expect(selectLastResult(store.getState())).toBeUndefined();

    const first = summarize(
      applyKeys(createTest('ab cd', 30), [
        { key: 'a', atMs: 0 },
        { key: 'x', atMs: 300 },
        { key: 'Enter', atMs: 600 },
      ]),
    );
    const second = summarize(
      applyKeys(
        createTest('ab', 60),
        [...'ab'].map((key, i) => ({ key, atMs: i * 200 })),
      ),
    );
    store.dispatch(testCompleted(first));
    store.dispatch(testCompleted(second));

    expect(selectSessionResults(store.getState())).toEqual([first, second]);
    expect(selectLastResult(store.getState())).toEqual(second);
    expect(first).toMatchObject({ accuracy: 50, correctChars: 1, incorrectChars: 1, wrongKeyPresses: ['b'] });
  });
});
