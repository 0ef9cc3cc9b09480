import { usePracticeLanguage } from '../../shared/language/practice-language';
import { useWordSourceReady } from '../../shared/language/useWordSourceReady';
import { useRecordResult } from './results/useRecordResult';
import { TypingTestController } from './test/TypingTestController';
import { useFirstTest } from './test/useFirstTest';
import { useViewer } from './useViewer';

/**
 * The home page's typing test (SPEC "Typing test (home)", §4, §5). The store-backed parts (viewer,
 * result recording) live here and change rarely; the test itself is a memoised child, so a
 * keystroke re-renders only the test and what it passes new values to (see bench/).
 */
export function TypingTestPage() {
  const viewer = useViewer();
  const recordResult = useRecordResult(viewer);
  // A test in another language waits for its word list; a new language is a new test.
  const [language] = usePracticeLanguage();
  const ready = useWordSourceReady(language);
  const firstTest = useFirstTest(language);
  if (!ready) {
    return <div className="typing-page" aria-busy="true" data-testid="typing-loading" />;
  }
  return (
    <TypingTestController
      key={firstTest === 'own' ? language : 'first-frame'}
      firstFrame={firstTest !== 'own'}
      settled={firstTest !== 'drawn'}
      viewer={viewer}
      recordResult={recordResult}
    />
  );
}
