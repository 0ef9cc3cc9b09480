import type { GeneratedTextView } from '@typing/contracts/web';
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import {
  selectHindiKeyboard,
  selectLanguage,
  type WithPreferencesState,
} from '../../../shared/preferences/preferences.slice';
import { useToast } from '../../../shared/useToast';
import { aiTextErrorMessage, aiTextReadyMessage, aiTextRequest } from './ai-practice';
import { useGetAiTextMutation } from './ai-text.api';
import { selectLastResult, type WithTypingResultsState } from '../results/typing-results.slice';

export interface AiPractice {
  /** Asks for a text on the last result's weak keys; `onText` gets it, failures become toasts. */
  request: () => void;
  isLoading: boolean;
  /** Said to screen readers after a text arrived (or failed). */
  status: string;
}

/** AI Practice (spec §4, §8) in the language being practised; the last result is read on press, not subscribed to. */
export function useAiPractice(onText: (text: GeneratedTextView) => void): AiPractice {
  const store = useStore<WithTypingResultsState & WithPreferencesState>();
  const toast = useToast();
  const [getAiText, { isLoading }] = useGetAiTextMutation();
  const [status, setStatus] = useState('');

  const request = useCallback(() => {
    // Practising Hindi, the page has its chunk: the layout it emulates comes from there.
    const state = store.getState();
    const layout = loadedHindiInput()?.emulatedLayout(selectHindiKeyboard(state));
    const asked = aiTextRequest(selectLanguage(state), layout, selectLastResult(state));
    setStatus('Generating AI practice text…');
    getAiText(asked)
      .unwrap()
      .then(
        (answer) => {
          onText(answer);
          const ready = aiTextReadyMessage(answer.remainingDailyLimit);
          setStatus(ready);
          toast.success(ready);
        },
        (error: unknown) => {
          console.error('AI practice text failed', error);
          const message = aiTextErrorMessage(error);
          setStatus(message);
          toast.error(message);
        },
      );
  }, [getAiText, onText, store, toast]);

  return { request, isLoading, status };
}
