import type { GeneratedTextView } from '@typing/contracts/web';
import { useCallback, useState } from 'react';
import { readPracticeText, writePracticeText } from './practice-text-storage';

/** The AI Practice text being typed, kept for the tab so a reload keeps a text the member paid for. */
export function usePracticeText(firstFrame: boolean) {
  const [practice, setPracticeState] = useState(() => (firstFrame ? null : readPracticeText()));
  const setPractice = useCallback((text: GeneratedTextView | null) => {
    setPracticeState(text);
    writePracticeText(text);
  }, []);
  return [practice, setPractice] as const;
}
