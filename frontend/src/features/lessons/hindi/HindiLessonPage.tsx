// Noto Sans Devanagari (SIL OFL 1.1), self-hosted, as the typing page loads it: only its Devanagari range.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import {
  buildLessonText,
  lessonKeyStates,
  lessonPlan,
  lessonRecordsOf,
  type LessonProgress,
} from '@typing/typing-core';
import {
  hindiLayouts,
  HindiLessonTyping,
  hindiLessonLanguage,
  hindiLessonLine,
  type HindiLessonLanguage,
  keyIdName,
  keyLegend,
  physicalKeyOf,
} from '@typing/typing-core/hindi';
import { type KeyboardEvent as ReactKeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '../../../shared/session/useCurrentUser';
import { type TestKeyEvent, useKeyRedirect } from '../../../shared/typing-focus/useKeyRedirect';
import { HindiKeyboard as OnScreenHindiKeyboard } from '../../../shared/keyboard-layout/HindiKeyboard';
import { LessonHeader } from '../LessonHeader';
import { LessonHistory } from '../LessonHistory';
import { type LessonKeyLabel, LessonKeys } from '../LessonKeys';
import { LessonsLoading, MemberLessonProgress } from '../LessonProgressLoader';
import type { LessonTrack } from '../lesson-track';
import { type LessonProgressStore, useGuestLessonProgress, useMemberLessonProgress } from '../useLessonProgress';
import type { HindiKeyboard } from '../../../shared/hindi/hindi-keyboard';
import { useHindiKeyboard } from '../../../shared/hindi/useHindiKeyboard';
import { HindiKeyboardPicker } from '../../../shared/hindi/HindiKeyboardPicker';
import { HindiLessonText } from './HindiLessonText';

/** The Hindi word list, most frequent first: a chunk of its own, loaded with Hindi lessons only. */
async function loadHindiWords(): Promise<readonly string[]> {
  try {
    const list = (await import('@typing/practice-content/data/hindi-words.json')).default as unknown;
    if (Array.isArray(list)) return list.filter((word): word is string => typeof word === 'string');
  } catch {
    // A failed chunk load: lessons use made-up words.
  }
  return [];
}

/** Hindi lessons by physical key of the typist's layout, each layout with its own progress, through its emulator. */
export function HindiLessonPage() {
  const user = useCurrentUser();
  const [keyboard] = useHindiKeyboard();
  const [words, setWords] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadHindiWords().then((list) => live && setWords(list));
    return () => {
      live = false;
    };
  }, []);
  // Computed once per layout (a fraction of a second).
  const lessons = useMemo(
    () => (words ? hindiLessonLanguage(hindiLayouts[keyboard.layout], words) : null),
    [words, keyboard.layout],
  );
  const track = useMemo<LessonTrack>(() => ({ language: 'hi', layout: keyboard.layout }), [keyboard.layout]);
  if (!lessons || !words) return <LessonsLoading />;
  const props = { lessons, words, keyboard, track };
  return user ? (
    <MemberLessonProgress key={`${user._id}:${keyboard.layout}`} track={track}>
      {(initial) => <MemberHindiLessons initial={initial} {...props} />}
    </MemberLessonProgress>
  ) : (
    <GuestHindiLessons key={keyboard.layout} {...props} />
  );
}

interface HindiLessonsProps {
  lessons: HindiLessonLanguage;
  words: readonly string[];
  keyboard: HindiKeyboard;
  track: LessonTrack;
}

function GuestHindiLessons(props: HindiLessonsProps) {
  return <HindiLessons store={useGuestLessonProgress(props.track, props.lessons)} {...props} />;
}

function MemberHindiLessons({ initial, ...props }: HindiLessonsProps & { initial: LessonProgress }) {
  return <HindiLessons store={useMemberLessonProgress(initial, props.track, props.lessons)} {...props} />;
}

function newLine(
  progress: LessonProgress,
  lessons: HindiLessonLanguage,
  words: readonly string[],
  keyboard: HindiKeyboard,
  chosen: string | null,
): HindiLessonTyping {
  const layout = lessons.layout;
  const text = buildLessonText({
    ...lessonPlan(progress, lessons, chosen),
    wordsByFrequency: words,
    random: Math.random,
    language: lessons,
  });
  // Lesson words are chosen as the layout's own order types them; the typist's order types them too.
  const typed = hindiLessonLine(text, layout, keyboard.typingOrder);
  if (typed) return new HindiLessonTyping(typed, layout, keyboard.typingOrder);
  return new HindiLessonTyping(hindiLessonLine(text, layout, layout.defaultOrder)!, layout, layout.defaultOrder);
}

/** AltGr is reported as AltGraph, or as Ctrl+Alt on Windows. */
type LessonKeyEvent = TestKeyEvent & Partial<Pick<KeyboardEvent, 'code' | 'getModifierState'>>;
const isAltGr = (event: LessonKeyEvent) =>
  event.getModifierState?.('AltGraph') === true || (event.ctrlKey && event.altKey);

function HindiLessons({ store, lessons, words, keyboard }: HindiLessonsProps & { store: LessonProgressStore }) {
  const { progress, finishLesson, setTargetWpm } = store;
  const layout = lessons.layout;
  const [chosen, setChosen] = useState<string | null>(null);
  const states = useMemo(() => lessonKeyStates(progress, lessons), [progress, lessons]);
  const { focus } = lessonPlan(progress, lessons, chosen);
  const [line, setLine] = useState(() => newLine(progress, lessons, words, keyboard, null));
  // The line as of the last key (keys may outrun renders); it changes in place, so each key bumps `presses` to redraw.
  const typing = useRef(line);
  const [, setPresses] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const textRef = useRef<HTMLDivElement>(null);

  const labelOf = useCallback(
    (id: string): LessonKeyLabel => {
      const key = physicalKeyOf(id);
      const legend = keyLegend(layout, key.code, key.shift ? 'shift' : 'plain') ?? id;
      return { glyph: legend, name: `${legend} (${keyIdName(id)})`, hint: keyIdName(id) };
    },
    [layout],
  );

  const startLine = useCallback(
    (from: LessonProgress, key: string | null) => {
      typing.current = newLine(from, lessons, words, keyboard, key);
      setLine(typing.current);
    },
    [lessons, words, keyboard],
  );

  const onKeyDown = useCallback(
    (event: LessonKeyEvent) => {
      const line = typing.current;
      const altGr = isAltGr(event);
      if (event.metaKey || ((event.ctrlKey || event.altKey) && !altGr)) return;
      const now = performance.now();
      const handled =
        event.key === 'Backspace'
          ? line.backspace(now)
          : event.code !== undefined && line.press({ code: event.code, shift: event.shiftKey, altGr }, now);
      if (!handled) return;
      event.preventDefault(); // Space would scroll, Backspace could navigate.
      setPresses((count) => count + 1);
      if (!line.complete) return;
      const after = finishLesson(lessonRecordsOf(line.presses, lessons));
      startLine(after, chosen);
      if (after.keysInPlay > progress.keysInPlay) {
        setAnnouncement(`New key: ${labelOf(String(lessons.letterOrder[after.keysInPlay - 1])).name}`);
      }
    },
    [finishLesson, lessons, startLine, chosen, progress, labelOf],
  );
  const onTextKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => onKeyDown(event.nativeEvent),
    [onKeyDown],
  );
  const focusText = useCallback(() => textRef.current?.focus(), []);
  useKeyRedirect(textRef, focusText, onKeyDown);
  useEffect(() => focusText(), [focusText]);

  const choose = useCallback(
    (key: string | null) => {
      setChosen(key);
      startLine(progress, key);
      focusText();
    },
    [startLine, progress, focusText],
  );

  const misses = missedKeys(line.presses);
  return (
    <div className="lesson-page lesson-page--hindi">
      <LessonHeader
        progress={progress}
        focus={focus}
        letterOrder={lessons.letterOrder}
        chosen={chosen}
        onChoose={choose}
        onTargetWpm={setTargetWpm}
        labelOf={labelOf}
        unit="key"
        choices={<HindiKeyboardPicker />}
        intro={
          <>
            Lessons on the <strong data-testid="lesson-layout">{layout.name}</strong> layout, typed by physical key on
            any keyboard (your keyboard’s own Hindi is not used here): each lesson key is a key of the layout with its
            layer (Shift is a key of its own). Start with the home row; each lesson is one line of real Hindi words
            typed only with the keys in play, with more of the key in focus (your least confident one).
          </>
        }
      />
      <LessonKeys
        states={states}
        focus={focus}
        letterOrder={lessons.letterOrder}
        chosen={chosen}
        onChoose={choose}
        labelOf={labelOf}
        className="lesson-keys--hindi"
      />
      <HindiLessonText typing={line} onKeyDown={onTextKeyDown} textRef={textRef} />
      <p className="lesson-hint">
        Type the line with the {layout.name} keys (
        {keyboard.typingOrder === 'typewriter' ? 'ि before its consonant, as on a typewriter' : 'in Unicode order'});
        Backspace undoes one key. The next lesson starts as soon as the line is right.
      </p>
      <OnScreenHindiKeyboard layout={layout} weakKeys={misses} nextKey={line.nextKey} />
      <LessonHistory history={progress.history} targetWpm={progress.targetWpm} />
      <div role="status" aria-live="polite" className="lesson-announcement" data-testid="lesson-announcement">
        {announcement}
      </div>
    </div>
  );
}

function missedKeys(presses: readonly { expected: string; typed: string }[]) {
  const counts = new Map<string, number>();
  for (const { expected, typed } of presses)
    if (expected !== typed) counts.set(expected, (counts.get(expected) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count);
}
