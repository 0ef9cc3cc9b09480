import { usePracticeLanguage } from '../../shared/language/usePracticeLanguage';
import { useWordSourceReady } from '../../shared/language/useWordSourceReady';
import { useRecordResult } from './results/useRecordResult';
import { TypingTestController } from './test/TypingTestController';
import { useFirstTest } from './test/useFirstTest';
import { useViewer } from './useViewer';

/** The home page's typing test (SPEC §4, §5): the store-backed parts here, the test a memoised child. */
export function TypingTestPage() {
  const viewer = useViewer();
  const recordResult = useRecordResult(viewer);
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
