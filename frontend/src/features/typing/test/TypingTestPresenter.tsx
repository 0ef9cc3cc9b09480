import type { GeneratedTextView } from '@typing/contracts/web';
import {
  currentWord,
  sortedKeyCounts,
  VISIBLE_LINES,
  type TestDuration,
  type TestOptions,
  type TypingResult,
} from '@typing/typing-core';
import { lazy, Suspense, useEffect, useId, useMemo, type Ref, type RefObject } from 'react';
import { FocusPrompt } from '../../../shared/typing-focus/FocusPrompt';
import { whenIdle } from '../../../shared/when-idle';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import { PracticeSource } from '../ai-practice/PracticeSource';
import { OnScreenKeyboard } from '../keyboard/OnScreenKeyboard';
import { SampleText } from '../text/SampleText';
import { firstVisibleLine, lineOfWord, segmentWords, splitIntoLines } from '../text/typing-layout';
import type { Viewer } from '../useViewer';
import { CustomTextDialog } from './CustomTextDialog';
import { TestCounters } from './TestCounters';
import { TypingActions, TypingToolbar } from './TypingControls';
import type { TypingSession } from './typing-session';
import './typing-page.css';
// With the page: a stylesheet added mid-test would restyle the whole page in the middle of a key.
import '../results/defined-term.css';
import '../results/results-panel.css';

/** The results panel's code comes once a test is under way, never with the page itself. */
const loadResultsPanel = () => import('../results/ResultsPanel');
const ResultsPanel = lazy(() => loadResultsPanel().then(({ ResultsPanel: panel }) => ({ default: panel })));

const HINT = 'Press Tab to restart | Press Enter to complete | Press Backspace to correct';

export interface TypingTestPresenterProps {
  session: TypingSession;
  customText: string;
  practice: GeneratedTextView | null;
  quoteSource: string | undefined;
  result: TypingResult | null;
  viewer: Viewer;
  announcement: string;
  showKeyboard: boolean;
  editingText: boolean;
  textRef: RefObject<HTMLDivElement | null>;
  phoneInputRef: RefObject<HTMLInputElement | null>;
  resultsRef: Ref<HTMLElement>;
  onKeyDown: (event: TestKeyEvent) => void;
  onTextInput: (keys: string[]) => void;
  onTouchFocus: () => void;
  onDuration: (seconds: TestDuration) => void;
  onOptions: (options: TestOptions) => void;
  onEditCustomText: () => void;
  onShowKeyboard: (show: boolean) => void;
  onLayoutChosen: () => void;
  onHindiKeyboard: () => void;
  onSaveCustomText: (text: string) => void;
  onCloseCustomText: () => void;
  onNewText: () => void;
  onAiText: (text: GeneratedTextView) => void;
  onTryAgain: () => void;
}

/** The typing test as drawn: the controls, the counters, the text, the keyboard and the results. */
export function TypingTestPresenter({
  session,
  customText,
  practice,
  quoteSource,
  result,
  viewer,
  announcement,
  showKeyboard,
  editingText,
  textRef,
  phoneInputRef,
  resultsRef,
  onKeyDown,
  onTextInput,
  onTouchFocus,
  onDuration,
  onOptions,
  onEditCustomText,
  onShowKeyboard,
  onLayoutChosen,
  onHindiKeyboard,
  onSaveCustomText,
  onCloseCustomText,
  onNewText,
  onAiText,
  onTryAgain,
}: TypingTestPresenterProps) {
  const { test } = session;
  const hintId = useId();
  const running = test.status === 'running';
  // After the first key's frame, not inside its task.
  useEffect(() => (running ? whenIdle(() => void loadResultsPanel(), 1000) : undefined), [running]);
  const lines = useMemo(() => splitIntoLines(segmentWords(test.sampleText)), [test.sampleText]);
  const { current, total } = currentWord(test);
  // Re-sorted only when a wrong key was pressed, so the memoised keyboard skips other keystrokes.
  const { wrongKeyCounts } = test;
  const weakKeys = useMemo(() => sortedKeyCounts(wrongKeyCounts), [wrongKeyCounts]);
  return (
    <div className="typing-page">
      <h1 className="visually-hidden">Typing test</h1>
      <TypingToolbar
        duration={test.durationSeconds}
        options={test.options}
        canChoose={test.status === 'idle'}
        onDuration={onDuration}
        onOptions={onOptions}
        onEditCustomText={onEditCustomText}
        showKeyboard={showKeyboard}
        onShowKeyboard={onShowKeyboard}
        onLayoutChosen={onLayoutChosen}
        onHindiKeyboard={onHindiKeyboard}
      />
      <CustomTextDialog
        open={editingText}
        initialText={customText}
        onSave={onSaveCustomText}
        onClose={onCloseCustomText}
      />

      <TestCounters session={session} current={current} total={total} />

      {practice && <PracticeSource text={practice} />}

      <SampleText
        lines={lines}
        lang={test.options.language}
        firstLine={firstVisibleLine(lineOfWord(current - 1), lines.length)}
        visibleLines={VISIBLE_LINES}
        input={test.userInput}
        lastWordIndex={total - 1}
        focusRef={textRef}
        onKeyDown={onKeyDown}
        inputRef={phoneInputRef}
        onTextInput={onTextInput}
        onTouchFocus={onTouchFocus}
        running={test.status === 'running'}
        describedBy={hintId}
      >
        <FocusPrompt textRef={textRef} />
      </SampleText>

      <p id={hintId} className="typing-hint">
        {HINT}
      </p>

      <TypingActions
        onNewText={onNewText}
        showAiButton={test.status !== 'running'}
        isSignedIn={viewer.isSignedIn}
        onAiText={onAiText}
      />

      {showKeyboard && (
        <OnScreenKeyboard weakKeys={weakKeys} language={test.options.language} hindiLayout={test.options.layout} />
      )}

      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>

      {result && (
        <Suspense fallback={null}>
          <ResultsPanel ref={resultsRef} result={result} source={quoteSource} viewer={viewer} onTryAgain={onTryAgain} />
        </Suspense>
      )}
    </div>
  );
}
