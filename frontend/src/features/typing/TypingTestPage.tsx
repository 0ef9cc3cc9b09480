import { type GeneratedTextView, RANKED_TICKET_LIMITS, rankedKindOf } from '@typing/contracts/web';
import {
  currentWord,
  DEFAULT_LANGUAGE,
  seededRandom,
  elapsedWholeSeconds,
  isPrintableKey,
  isTimerWarning,
  KEY_BACKSPACE,
  KEY_ENTER,
  remainingSeconds,
  summarize,
  TIMED_TEST,
  VISIBLE_LINES,
  type TestDuration,
  type TestOptions,
  type TypingResult,
  sortedKeyCounts,
} from '@typing/typing-core';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CustomTextDialog } from './CustomTextDialog';
import { FocusPrompt } from '../../shared/typing-focus/FocusPrompt';
import { PracticeSource } from './PracticeSource';
import { ResultsPanel } from './ResultsPanel';
import type { ChartColors } from './SpeedChart';
import { useChartColors } from './useChartColors';
import { usePracticeLanguage } from '../../shared/language/practice-language';
import { useWordSourceReady } from '../../shared/language/useWordSourceReady';
import { SampleText } from './SampleText';
import { TypingActions, TypingToolbar } from './TypingControls';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import { firstVisibleLine, freshSampleText, lineOfWord, segmentWords, splitIntoLines } from './typing-layout';
import { readPracticeText, writePracticeText } from './practice-text-storage';
import { rankedKindOfTest, shownLiveWpm, startSession, typingReducer, type TypingAction } from './typing-session';
import { DEFAULT_SETUP, readSetup, type TestSetup, textFor, withLanguage, writeSetup } from './test-setup';
import { useHydrated } from '../../shared/hydration';
import { browserStorage } from '../../shared/storage/web-storage';
import { hasEarlyKeys, takeEarlyKeys } from '../../shared/typing-focus/early-keys';
import { useKeyRedirect, type TestKeyEvent } from '../../shared/typing-focus/useKeyRedirect';
import { useQuotePassage } from './useQuotePassage';
import { useRankedTests } from './useRankedTests';
import { useRecordResult } from './useRecordResult';
import { useViewer, type Viewer } from './useViewer';
import './typing.css';

/** The timer re-reads the clock this often while a test runs; the engine completes at the deadline. */
const TICK_MS = 250;

export const HINT = 'Press Tab to restart | Press Enter to complete | Press Backspace to correct';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The home page's typing test (SPEC "Typing test (home)", §4, §5). The store-backed parts (theme,
 * viewer, result recording) live here and change rarely; the test itself is a memoised child, so
 * a keystroke re-renders only `TypingTest` and what it passes new values to (see bench/).
 */
export function TypingTestPage() {
  const viewer = useViewer();
  const recordResult = useRecordResult(viewer);

  const chartColors = useChartColors();
  // A test in another language waits for its word list; a new language is a new test.
  const [language] = usePracticeLanguage();
  const ready = useWordSourceReady(language);
  const firstTest = useFirstTest(language);
  if (!ready) {
    return <div className="typing-page" aria-busy="true" data-testid="typing-loading" />;
  }
  return (
    <TypingTest
      key={firstTest === 'own' ? language : 'first-frame'}
      firstFrame={firstTest !== 'own'}
      settled={firstTest !== 'drawn'}
      viewer={viewer}
      recordResult={recordResult}
      chartColors={chartColors}
    />
  );
}

/** The prerendered test: the spec's timed test in the default language, with a fixed text. */
const FIRST_FRAME_SETUP: TestSetup = {
  ...DEFAULT_SETUP,
  options: withLanguage(DEFAULT_SETUP.options, DEFAULT_LANGUAGE),
};
const firstFrameText = () => textFor(FIRST_FRAME_SETUP, seededRandom(1));

const sorted = (options: TestOptions) => JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Set in a browser that has kept the build's test once: its later visits start with a random text,
 * as any test after the first does (the build's text is a first visit's, not every visit's).
 */
const FIRST_TEST_SEEN = 'first-test-seen';

/**
 * Whether this browser would start with the prerendered test: no setup, language or AI text of its
 * own, and either its first visit or keys already typed on the build's text (they are typed in).
 */
function startsWithFirstFrame(language: string): boolean {
  const setup = readSetup();
  return (
    (browserStorage('localStorage')?.getItem(FIRST_TEST_SEEN) == null || hasEarlyKeys()) &&
    language === DEFAULT_LANGUAGE &&
    readPracticeText() === null &&
    setup.durationSeconds === FIRST_FRAME_SETUP.durationSeconds &&
    setup.customText === FIRST_FRAME_SETUP.customText &&
    sorted(setup.options) === sorted(FIRST_FRAME_SETUP.options)
  );
}

/**
 * Which test the page shows first. The build draws `/` as a visitor's first visit
 * (docs/decisions/issue-22-prerendered-pages.md): the default test with a fixed text, which the
 * browser's first render repeats to take the page over ('drawn'). A visitor on their first visit (or
 * already typing on it) with nothing of their own stored keeps that test ('kept': nothing on the page
 * changes); anyone else, and any later change of language, gets a test of their own ('own'), as a
 * page drawn in the browser alone starts with.
 */
function useFirstTest(language: string): 'drawn' | 'kept' | 'own' {
  const hydrated = useHydrated();
  const [firstTest, setFirstTest] = useState<'drawn' | 'kept' | 'own'>(() => (hydrated ? 'own' : 'drawn'));
  if (firstTest === 'drawn' && hydrated) setFirstTest(startsWithFirstFrame(language) ? 'kept' : 'own');
  if (firstTest === 'kept' && language !== DEFAULT_LANGUAGE) setFirstTest('own');
  useEffect(() => {
    if (firstTest !== 'kept') return;
    try {
      browserStorage('localStorage')?.setItem(FIRST_TEST_SEEN, '1');
    } catch {
      // A full or blocked storage only means the next visit starts on the build's text again.
    }
  }, [firstTest]);
  return firstTest;
}

interface TypingTestProps {
  /** The prerendered test: the default setup, a fixed text, no AI text (`useFirstTest`). */
  firstFrame?: boolean;
  /** Whether the page knows which test it keeps (`useFirstTest` past 'drawn'): the early keys are then taken. */
  settled?: boolean;
  viewer: Viewer;
  recordResult: (result: TypingResult, ticket?: string) => void;
  chartColors: ChartColors;
}

const TypingTest = memo(function TypingTest({
  firstFrame = false,
  settled = true,
  viewer,
  recordResult,
  chartColors,
}: TypingTestProps) {
  const [setup, setSetup] = useState(() => (firstFrame ? FIRST_FRAME_SETUP : readSetup()));
  // Where the text came from when AI Practice wrote it (shown to the typist), else null. Kept for
  // the tab (session storage), so a reload does not throw away a text the member paid for.
  const [practice, setPracticeState] = useState(() => (firstFrame ? null : readPracticeText()));
  const setPractice = useCallback((text: GeneratedTextView | null) => {
    setPracticeState(text);
    writePracticeText(text);
  }, []);
  const [session, dispatch] = useReducer(typingReducer, setup, (initial) =>
    practice
      ? startSession(practice.message, initial.durationSeconds, TIMED_TEST)
      : startSession(
          firstFrame ? firstFrameText() : textFor(initial, Math.random),
          initial.durationSeconds,
          initial.options,
        ),
  );
  const { state: quoteState, actions: quote } = useQuotePassage(dispatch);
  const ranked = useRankedTests(viewer.userId);
  // Keys typed on the build's HTML of `/` before this code ran (index.html kept them) belong to its
  // test: typed into it, at their own times, once it is this browser's test. A test of its own (other
  // text) drops them.
  useEffect(() => {
    if (!settled) return;
    const early = takeEarlyKeys();
    if (!firstFrame) return;
    for (const { key, atMs } of early) {
      if (key === KEY_ENTER || key === KEY_BACKSPACE || isPrintableKey(key)) dispatch({ type: 'key', key, atMs });
    }
  }, [settled, firstFrame]);
  const [editingText, setEditingText] = useState(false);
  const { test, nowMs } = session;
  const [showKeyboard, setShowKeyboard] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const textRef = useRef<HTMLDivElement>(null);
  const phoneInputRef = useRef<HTMLInputElement>(null);
  // Set by a touch on the text: from then on, focus goes to the hidden field phone keyboards type into.
  const touchTyping = useRef(false);
  const resultsRef = useRef<HTMLElement>(null);
  const hintId = useId();

  const lines = useMemo(() => splitIntoLines(segmentWords(test.sampleText)), [test.sampleText]);
  const { current, total } = currentWord(test);
  const firstLine = firstVisibleLine(lineOfWord(current - 1), lines.length);
  // Re-sorted only when a wrong key was pressed, so the memoised keyboard skips other keystrokes.
  const { wrongKeyCounts } = test;
  const weakKeys = useMemo(() => sortedKeyCounts(wrongKeyCounts), [wrongKeyCounts]);
  const isComplete = test.status === 'complete';
  const result = useMemo(() => (isComplete ? summarize(test) : null), [isComplete, test]);

  const focusText = useCallback(
    () => (touchTyping.current ? phoneInputRef.current : textRef.current)?.focus({ preventScroll: true }),
    [],
  );

  const focusPhoneInput = useCallback(() => {
    touchTyping.current = true;
    phoneInputRef.current?.focus({ preventScroll: true });
  }, []);

  // Autofocus on load, so the typist can start at once.
  useEffect(() => {
    textRef.current?.focus({ preventScroll: true });
  }, []);

  // A remembered quote test fetches its first passage (an AI text kept for the tab comes first).
  const firstQuote = useRef(!practice && setup.options.mode === 'quote' ? setup.options : null);
  useEffect(() => {
    if (firstQuote.current) quote.request(firstQuote.current);
    firstQuote.current = null;
  }, [quote]);

  // The countdown runs only while the test does. A tick is dispatched only when it changes what the
  // page shows (a new second, the warning, the end): React has no eager bail-out for a reducer's
  // dispatch, so every dispatched tick would render the page, 4 times a second, between keystrokes.
  // Kept current in a layout effect: a passive effect on every render would make React post a
  // scheduler task after each keystroke's commit, which runs before the next frame's work.
  const latest = useRef(session);
  useLayoutEffect(() => {
    latest.current = session;
  });
  useEffect(() => {
    if (test.status !== 'running') return;
    const timer = window.setInterval(() => {
      const action: TypingAction = { type: 'tick', nowMs: performance.now() };
      if (typingReducer(latest.current, action) !== latest.current) dispatch(action);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [test.status]);

  // A member's test of a board's kind starts on a text the server issued, fetched while
  // the test waits for its first key, and fetched again before its ticket grows old.
  const rankedKind = practice ? null : rankedKindOfTest(test);
  const idle = test.status === 'idle';
  const { ranked: issued } = session;
  useEffect(() => {
    if (!rankedKind || !idle || issued === null) return;
    let live = true;
    const ask = () =>
      void ranked
        .next(rankedKind, () => live)
        .then((start) => {
          if (start) dispatch({ type: 'ranked', start });
        });
    const timer = issued
      ? window.setTimeout(ask, issued.receivedAtMs + RANKED_TICKET_LIMITS.refreshAfterMs - Date.now())
      : (ask(), undefined);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [rankedKind, idle, issued, ranked]);

  // On completion: record the result once, announce it, and bring the results into view.
  const recorded = useRef<unknown>(null);
  const ticket = issued?.ticket;
  useEffect(() => {
    if (!result || recorded.current === result) return;
    recorded.current = result;
    recordResult(result, ticket);
    setAnnouncement(
      `Test completed. ${result.wpm} words per minute, ${result.accuracy}% accuracy, skill level ${result.skillLevel}.`,
    );
    resultsRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [result, recordResult, ticket]);

  // A new text for the chosen options (after an AI text, too: it was a one-off).
  const restart = useCallback(() => {
    if (setup.options.mode === 'quote') {
      quote.request(setup.options);
    } else {
      quote.forget();
      const text = freshSampleText(test.sampleText, () => textFor(setup, Math.random));
      dispatch({ type: 'options', options: setup.options, text });
      // A member's next issued test, when one is ready, so the new text is not replaced a moment later.
      const kind = rankedKindOf({ ...setup.options, durationSeconds: test.durationSeconds });
      const start = kind && ranked.take(kind);
      if (start) dispatch({ type: 'ranked', start });
    }
    setPractice(null);
    setAnnouncement('');
  }, [test.sampleText, test.durationSeconds, setup, setPractice, quote, ranked]);

  // Try Again: the same text (an AI one too: it was paid for), options and duration.
  const repeat = useCallback(() => {
    dispatch({ type: 'repeat' });
    setAnnouncement('');
  }, []);

  const chooseSetup = useCallback(
    (chosen: TestSetup) => {
      const next = { ...chosen, options: withLanguage(chosen.options) };
      setSetup(next);
      writeSetup(next);
      if (next.options.mode === 'quote') {
        quote.request(next.options);
      } else {
        quote.forget();
        dispatch({ type: 'options', options: next.options, text: textFor(next, Math.random) });
      }
      setPractice(null);
      focusText();
    },
    [focusText, setPractice, quote],
  );

  const chooseOptions = useCallback((options: TestOptions) => chooseSetup({ ...setup, options }), [chooseSetup, setup]);

  const cancel = useCallback(() => {
    dispatch({ type: 'cancel' });
    setAnnouncement('');
  }, []);

  const onKeyDown = useCallback(
    (event: TestKeyEvent) => {
      // Browser and OS shortcuts (zoom, copy, switching tabs) are not typing.
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { key } = event;
      if (key === 'Tab') {
        // Shift+Tab still moves focus, so the text area is never a keyboard trap.
        if (event.shiftKey) return;
        event.preventDefault();
        restart();
      } else if (key === 'Escape') {
        event.preventDefault();
        cancel();
      } else if (key === KEY_ENTER || key === KEY_BACKSPACE || isPrintableKey(key)) {
        // Space would scroll the page; Backspace may navigate in old browsers.
        event.preventDefault();
        if (quote.canType()) dispatch({ type: 'key', key, atMs: performance.now() });
      }
    },
    [restart, cancel, quote],
  );
  // Keys pressed while focus is elsewhere on the page come back to the test (none is lost).
  useKeyRedirect(textRef, focusText, onKeyDown);

  // A phone keyboard's edits, as keystrokes for the same reducer (one render for the batch).
  const onTextInput = useCallback(
    (keys: string[]) => {
      const atMs = performance.now();
      for (const key of keys) {
        if (!quote.canType()) return;
        if (key === KEY_ENTER || key === KEY_BACKSPACE || isPrintableKey(key)) dispatch({ type: 'key', key, atMs });
      }
    },
    [quote],
  );

  const pickDuration = useCallback(
    (seconds: TestDuration) => {
      // Remembered (and, for a member, saved for their other devices) like the other options.
      const next = { ...setup, durationSeconds: seconds };
      setSetup(next);
      writeSetup(next);
      dispatch({ type: 'duration', seconds });
      focusText();
    },
    [focusText, setup],
  );

  const newTextClicked = useCallback(() => {
    restart();
    focusText();
  }, [restart, focusText]);

  // Spec §4 "AI text generation": the new text replaces the sample and the test resets.
  // An AI text is a timed test of its own (plain words, no extras), whatever mode was chosen.
  const loadAiText = useCallback(
    (answer: GeneratedTextView) => {
      quote.forget();
      dispatch({ type: 'options', options: TIMED_TEST, text: answer.message });
      setPractice(answer);
      setAnnouncement('');
      focusText();
    },
    [focusText, setPractice, quote],
  );

  const editCustomText = useCallback(() => setEditingText(true), []);
  const closeCustomText = useCallback(() => {
    setEditingText(false);
    focusText();
  }, [focusText]);
  const saveCustomText = useCallback(
    (customText: string) =>
      chooseSetup({ ...setup, customText, options: { mode: 'custom', punctuation: false, numbers: false } }),
    [chooseSetup, setup],
  );

  const warning = isTimerWarning(test, nowMs);
  const wpm = shownLiveWpm(session);
  const showAiButton = test.status !== 'running';
  return (
    // Colours: the generated theme variables, mapped to --typing-* in typing.css.
    <div className="typing-page">
      <h1 className="visually-hidden">Typing test</h1>
      <TypingToolbar
        duration={test.durationSeconds}
        options={test.options}
        canChoose={test.status === 'idle'}
        onDuration={pickDuration}
        onOptions={chooseOptions}
        onEditCustomText={editCustomText}
        showKeyboard={showKeyboard}
        onShowKeyboard={setShowKeyboard}
        onLayoutChosen={focusText}
      />
      <CustomTextDialog
        open={editingText}
        initialText={setup.customText}
        onSave={saveCustomText}
        onClose={closeCustomText}
      />

      <div className="typing-counters">
        {test.options.mode === 'time' ? (
          <span
            role="timer"
            aria-label="Time left in seconds"
            className={`typing-timer${warning ? ' typing-timer-warning' : ''}`}
            data-warning={warning}
          >
            {remainingSeconds(test, nowMs)}
          </span>
        ) : (
          <span role="timer" aria-label="Time elapsed in seconds" className="typing-timer">
            {elapsedWholeSeconds(test, nowMs)}
          </span>
        )}
        <span className="typing-progress" data-testid="word-progress">
          word {current} / {total}
        </span>
        {wpm !== null && (
          <span className="typing-live-wpm" data-testid="live-wpm">
            {wpm} wpm
          </span>
        )}
        {issued && (
          <span className="typing-ranked" data-testid="ranked-test" title="This test can rank on the leaderboards">
            ranked
          </span>
        )}
      </div>

      {practice && <PracticeSource text={practice} />}

      <SampleText
        lines={lines}
        lang={test.options.language}
        firstLine={firstLine}
        visibleLines={VISIBLE_LINES}
        input={test.userInput}
        lastWordIndex={total - 1}
        focusRef={textRef}
        onKeyDown={onKeyDown}
        inputRef={phoneInputRef}
        onTextInput={onTextInput}
        onTouchFocus={focusPhoneInput}
        running={test.status === 'running'}
        describedBy={hintId}
      >
        <FocusPrompt textRef={textRef} />
      </SampleText>

      <p id={hintId} className="typing-hint">
        {HINT}
      </p>

      <TypingActions
        onNewText={newTextClicked}
        showAiButton={showAiButton}
        isSignedIn={viewer.isSignedIn}
        onAiText={loadAiText}
      />

      {showKeyboard && <OnScreenKeyboard weakKeys={weakKeys} language={test.options.language} />}

      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>

      {result && (
        <ResultsPanel
          ref={resultsRef}
          result={result}
          source={result.mode === 'quote' && quoteState.status === 'ready' ? quoteState.passage.attribution : undefined}
          viewer={viewer}
          chartColors={chartColors}
          onTryAgain={() => {
            repeat();
            focusText();
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          }}
        />
      )}
    </div>
  );
});
