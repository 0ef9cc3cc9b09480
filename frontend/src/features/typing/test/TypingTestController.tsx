import type { GeneratedTextView } from '@typing/contracts/web';
import type { TestDuration, TestOptions, TypingResult } from '@typing/typing-core';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useKeyRedirect } from '../../../shared/typing-focus/useKeyRedirect';
import { usePracticeText } from '../ai-practice/usePracticeText';
import { useRankedTest } from '../ranked/useRankedTest';
import { scrollBehavior, useCompletedTest } from '../results/useCompletedTest';
import type { Viewer } from '../useViewer';
import type { TestSetup } from '../../../shared/preferences/test-setup-storage';
import { textFor } from './test-setup';
import { startSession, type TypingSession } from './typing-session';
import { TypingTestPresenter } from './TypingTestPresenter';
import { firstFrameText, useEarlyKeys } from './useFirstTest';
import { usePageKeys } from './usePageKeys';
import { type ChangedElsewhere, useTestLanguage, useTestSetup } from './useTestSetup';
import { useHindiKeys } from './useHindiKeys';
import { useTestText } from './useTestText';
import { useTypingSession } from './useTypingSession';

interface TypingTestControllerProps {
  /** The prerendered test, and whether the page knows it keeps it (`useFirstTest`). */
  firstFrame?: boolean;
  settled?: boolean;
  viewer: Viewer;
  recordResult: (result: TypingResult, ticket?: string) => void;
}

/** The first session: an AI text kept for the tab, the build's text, or one for the setup. */
function firstSession(
  setup: TestSetup,
  practice: GeneratedTextView | null,
  firstFrame: boolean,
  practiceOptions: (text: string) => TestOptions,
): TypingSession {
  if (practice) return startSession(practice.message, setup.durationSeconds, practiceOptions(practice.message));
  const text = firstFrame ? firstFrameText() : textFor(setup, Math.random);
  return startSession(text, setup.durationSeconds, setup.options);
}

/** The typing test's events over single-job hooks; memoised, so a keystroke re-renders only the test. */
export const TypingTestController = memo(function TypingTestController({
  firstFrame = false,
  settled = true,
  viewer,
  recordResult,
}: TypingTestControllerProps) {
  const { inLanguage, practiceOptions } = useTestLanguage();
  const { setup, saveSetup, hindiFollowed } = useTestSetup(firstFrame, (what) => followElsewhere(what));
  const [practice, setPractice] = usePracticeText(firstFrame);
  const { session, dispatch, typeKeys, showText } = useTypingSession(() =>
    firstSession(setup, practice, firstFrame, practiceOptions),
  );
  const { test } = session;
  const takeReady = useRankedTest(viewer.userId, session, dispatch, !practice);
  const { quote, newText, showAiText } = useTestText({
    sampleText: test.sampleText,
    showText,
    takeReady,
    firstQuote: !practice && setup.options.mode === 'quote' ? setup.options : null,
    practiceOptions,
  });
  useEarlyKeys(settled, firstFrame, typeKeys);
  const { result, resultsRef, announcement, clearAnnouncement } = useCompletedTest(
    test,
    session.ranked?.ticket,
    recordResult,
  );
  const [editingText, setEditingText] = useState(false);
  const [showKeyboard, setShowKeyboard] = useState(true);

  const textRef = useRef<HTMLDivElement>(null);
  const phoneInputRef = useRef<HTMLInputElement>(null);
  // Set by a touch on the text: from then on, focus goes to the hidden field phone keyboards type into.
  const touchTyping = useRef(false);
  const focusText = useCallback(
    () => (touchTyping.current ? phoneInputRef.current : textRef.current)?.focus({ preventScroll: true }),
    [],
  );
  const focusPhoneInput = useCallback(() => {
    touchTyping.current = true;
    phoneInputRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    textRef.current?.focus({ preventScroll: true });
  }, []);

  // A new text for the chosen options (after an AI text, too: it was a one-off).
  const restart = useCallback(() => {
    newText(setup);
    setPractice(null);
    clearAnnouncement();
  }, [newText, setup, setPractice, clearAnnouncement]);

  const cancel = useCallback(() => {
    dispatch({ type: 'cancel' });
    clearAnnouncement();
  }, [dispatch, clearAnnouncement]);

  const chooseSetup = useCallback(
    (chosen: TestSetup) => {
      const next = { ...chosen, options: inLanguage(chosen) };
      saveSetup(next);
      newText(next);
      setPractice(null);
      focusText();
    },
    [saveSetup, inLanguage, newText, setPractice, focusText],
  );
  const chooseOptions = useCallback((options: TestOptions) => chooseSetup({ ...setup, options }), [chooseSetup, setup]);

  // Another Hindi keyboard (chosen, found typing Hindi itself, or its chunk come): the same text, typed the new way.
  const retypeText = useCallback(() => {
    hindiFollowed();
    showText(practice ? practiceOptions(test.sampleText) : inLanguage(setup), test.sampleText);
    clearAnnouncement();
    focusText();
  }, [
    hindiFollowed,
    showText,
    practice,
    practiceOptions,
    inLanguage,
    setup,
    test.sampleText,
    clearAnnouncement,
    focusText,
  ]);
  // A member's settings applied at sign-in: the test follows them at once (an AI text stays, it was paid for).
  const followElsewhere = (what: ChangedElsewhere) => {
    if (what === 'hindi') return retypeText();
    dispatch({ type: 'duration', seconds: setup.durationSeconds });
    if (!practice) newText(setup);
  };
  const pageKeys = useMemo(() => ({ Tab: restart, Escape: cancel }), [restart, cancel]);
  const hindiKeys = useHindiKeys(test, dispatch, typeKeys, retypeText);
  const onKeyDown = usePageKeys(pageKeys, typeKeys, hindiKeys.onKey);
  // Keys pressed while focus is elsewhere on the page come back to the test (none is lost).
  useKeyRedirect(textRef, focusText, onKeyDown);
  const { onText: hindiText } = hindiKeys;
  const onTextInput = useCallback(
    (keys: string[]) => hindiText(keys) || typeKeys(keys, performance.now()),
    [hindiText, typeKeys],
  );
  const pickDuration = useCallback(
    (seconds: TestDuration) => {
      saveSetup({ ...setup, durationSeconds: seconds });
      dispatch({ type: 'duration', seconds });
      focusText();
    },
    [saveSetup, setup, dispatch, focusText],
  );

  const newTextClicked = useCallback(() => {
    restart();
    focusText();
  }, [restart, focusText]);

  const loadAiText = useCallback(
    (answer: GeneratedTextView) => {
      showAiText(answer.message);
      setPractice(answer);
      clearAnnouncement();
      focusText();
    },
    [showAiText, setPractice, clearAnnouncement, focusText],
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

  // Try Again: the same text (an AI one too: it was paid for), options and duration.
  const tryAgain = useCallback(() => {
    dispatch({ type: 'repeat' });
    clearAnnouncement();
    focusText();
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [dispatch, clearAnnouncement, focusText]);

  return (
    <TypingTestPresenter
      session={session}
      customText={setup.customText}
      practice={practice}
      quoteSource={result?.mode === 'quote' && quote.status === 'ready' ? quote.passage.attribution : undefined}
      result={result}
      viewer={viewer}
      announcement={announcement}
      showKeyboard={showKeyboard}
      editingText={editingText}
      textRef={textRef}
      phoneInputRef={phoneInputRef}
      resultsRef={resultsRef}
      onKeyDown={onKeyDown}
      onTextInput={onTextInput}
      onTouchFocus={focusPhoneInput}
      onDuration={pickDuration}
      onOptions={chooseOptions}
      onEditCustomText={editCustomText}
      onShowKeyboard={setShowKeyboard}
      onLayoutChosen={focusText}
      onHindiKeyboard={retypeText}
      onSaveCustomText={saveCustomText}
      onCloseCustomText={closeCustomText}
      onNewText={newTextClicked}
      onAiText={loadAiText}
      onTryAgain={tryAgain}
    />
  );
});
