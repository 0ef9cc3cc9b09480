import {
  applyKey,
  buildLessonText,
  createTest,
  isLetterLessonLanguage,
  isPrintableKey,
  KEY_BACKSPACE,
  LESSON_LANGUAGES,
  type LessonLanguage,
  type LetterLessonLanguage,
  lessonKeyStates,
  lessonPlan,
  lessonRecordsOf,
  logToArray,
  type LessonProgress,
  type TypingState,
} from '@typing/typing-core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LessonHeader } from './LessonHeader';
import { LessonHistory } from './LessonHistory';
import { LessonKeys } from './LessonKeys';
import { LessonText } from './LessonText';
import { LessonsLoading, MemberLessonProgress } from './LessonProgressLoader';
import { loadLessonWords } from './lesson-words';
import { usePracticeLanguage } from '../../shared/language/usePracticeLanguage';
import { useCurrentUser, useSessionRestoring } from '../../shared/session/useCurrentUser';
import { type TestKeyEvent, useKeyRedirect } from '../../shared/typing-focus/useKeyRedirect';
import { type LessonProgressStore, useGuestLessonProgress, useMemberLessonProgress } from './useLessonProgress';
import './lessons.css';

const LESSON_OPTIONS = { mode: 'custom', punctuation: false, numbers: false } as const;

/** Hindi lessons (layouts, emulator, words): a chunk of their own, loaded only when Hindi is chosen. */
const HindiLessonPage = lazy(async () => ({ default: (await import('./hindi/HindiLessonPage')).HindiLessonPage }));

/** A fresh lesson over the letters in play, focused on the least confident one or on the chosen one. */
function newLesson(
  progress: LessonProgress,
  words: readonly string[],
  language: LessonLanguage,
  chosen: string | null,
): TypingState {
  const plan = lessonPlan(progress, language, chosen);
  const text = buildLessonText({ ...plan, wordsByFrequency: words, random: Math.random, language });
  return createTest(text, undefined, LESSON_OPTIONS);
}

/** Adaptive lessons per language: a guest's progress in local storage, a member's on the server. */
export function LessonPage() {
  const user = useCurrentUser();
  const [language] = usePracticeLanguage();
  if (useSessionRestoring()) return <LessonsLoading />;
  if (!isLetterLessonLanguage(language)) {
    return (
      <Suspense fallback={<LessonsLoading />}>
        <HindiLessonPage />
      </Suspense>
    );
  }
  const track = { language };
  return user ? (
    <MemberLessonProgress key={`${user._id}:${language}`} track={track}>
      {(initial) => <SyncedLessons initial={initial} language={language} />}
    </MemberLessonProgress>
  ) : (
    <GuestLessons key={language} language={language} />
  );
}

function GuestLessons({ language }: { language: LetterLessonLanguage }) {
  const track = useMemo(() => ({ language }), [language]);
  return <Lessons store={useGuestLessonProgress(track, LESSON_LANGUAGES[language])} language={language} />;
}

function SyncedLessons({ initial, language }: { initial: LessonProgress; language: LetterLessonLanguage }) {
  const track = useMemo(() => ({ language }), [language]);
  return <Lessons store={useMemberLessonProgress(initial, track, LESSON_LANGUAGES[language])} language={language} />;
}

function Lessons({ store, language }: { store: LessonProgressStore; language: LetterLessonLanguage }) {
  const { progress, finishLesson, setTargetWpm } = store;
  const lessonLanguage = LESSON_LANGUAGES[language];
  const [words, setWords] = useState<readonly string[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const states = useMemo(() => lessonKeyStates(progress, lessonLanguage), [progress, lessonLanguage]);
  const { focus } = lessonPlan(progress, lessonLanguage, chosen);
  const [test, setTestState] = useState<TypingState | null>(null);
  // The engine's state as of the last key: keys faster than React renders each build on the last, so none is lost.
  const current = useRef<TypingState | null>(null);
  const setTest = useCallback((next: TypingState) => {
    current.current = next;
    setTestState(next);
  }, []);
  const [announcement, setAnnouncement] = useState('');
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void loadLessonWords(language).then((list) => {
      if (!live) return;
      setWords(list);
      setTest(newLesson(progress, list, lessonLanguage, null));
    });
    return () => {
      live = false;
    };
    // The first lesson starts when the words arrive; later ones when a lesson ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (test?.status === 'idle') textRef.current?.focus();
  }, [test]);

  const onKeyDown = useCallback(
    (event: TestKeyEvent) => {
      const test = current.current;
      if (!test || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== KEY_BACKSPACE && !isPrintableKey(event.key)) return;
      event.preventDefault(); // Space would scroll, Backspace could navigate.
      const next = applyKey(test, event.key, performance.now());
      setTest(next);
      if (next.status !== 'complete' || !words) return;
      const after = finishLesson(lessonRecordsOf(logToArray(next.presses), lessonLanguage));
      setTest(newLesson(after, words, lessonLanguage, chosen));
      if (after.keysInPlay > progress.keysInPlay) {
        setAnnouncement(`New letter: ${lessonLanguage.letterOrder[after.keysInPlay - 1]}`);
      }
    },
    [words, progress, finishLesson, setTest, lessonLanguage, chosen],
  );
  const choose = useCallback(
    (key: string | null) => {
      setChosen(key);
      if (words) setTest(newLesson(progress, words, lessonLanguage, key));
      textRef.current?.focus();
    },
    [words, progress, lessonLanguage, setTest],
  );
  // A key typed after a click elsewhere on the page still reaches the lesson.
  const focusText = useCallback(() => textRef.current?.focus(), []);
  useKeyRedirect(textRef, focusText, onKeyDown);

  return (
    <div className="lesson-page">
      <LessonHeader
        progress={progress}
        focus={focus}
        letterOrder={lessonLanguage.letterOrder}
        chosen={chosen}
        onChoose={choose}
        onTargetWpm={setTargetWpm}
      />
      <LessonKeys
        states={states}
        focus={focus}
        letterOrder={lessonLanguage.letterOrder}
        chosen={chosen}
        onChoose={choose}
      />

      {test ? (
        <LessonText
          text={test.sampleText}
          input={test.userInput}
          onKeyDown={onKeyDown}
          textRef={textRef}
          lang={language === 'en' ? undefined : language}
        />
      ) : (
        <div className="lesson-text" aria-busy="true" />
      )}
      <p className="lesson-hint">
        Type the line; Backspace corrects. The next lesson starts as soon as the line is right.
      </p>
      <LessonHistory history={progress.history} targetWpm={progress.targetWpm} />
      <div role="status" aria-live="polite" className="lesson-announcement" data-testid="lesson-announcement">
        {announcement}
      </div>
    </div>
  );
}
