import { summarize, type TypingResult, type TypingState } from '@typing/typing-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Records and announces a result; `resultsRef` is a callback ref, as the panel's code may arrive after the result. */
export function useCompletedTest(
  test: TypingState,
  ticket: string | undefined,
  recordResult: (result: TypingResult, ticket?: string) => void,
) {
  const isComplete = test.status === 'complete';
  const result = useMemo(() => (isComplete ? summarize(test) : null), [isComplete, test]);
  const [announcement, setAnnouncement] = useState('');
  const recorded = useRef<unknown>(null);

  useEffect(() => {
    if (!result || recorded.current === result) return;
    recorded.current = result;
    recordResult(result, ticket);
    setAnnouncement(
      `Test completed. ${result.wpm} words per minute, ${result.accuracy}% accuracy, skill level ${result.skillLevel}.`,
    );
  }, [result, recordResult, ticket]);

  const resultsRef = useCallback((panel: HTMLElement | null) => {
    panel?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, []);

  const clearAnnouncement = useCallback(() => setAnnouncement(''), []);
  return { result, resultsRef, announcement, clearAnnouncement };
}
