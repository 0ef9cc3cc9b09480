import type { ExamPassageView } from '@typing/contracts/web';
import { examProfileLabel, wordCount } from '@typing/typing-core/exams';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../shared/ui/Button';
import { ExamPassage } from './ExamPassage';
import type { HindiExam } from './hindi-exam-loader';
import type { ChosenExam } from './profile-rules';
import { type ExamProgress, type ExamProgressStore, useExamTyping } from './useExamTyping';

export interface ExamAnswer {
  readonly typed: string;
  readonly keyDepressions: number;
  readonly keyLog: string;
  readonly elapsedMs: number;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const useProgress = <T,>(store: ExamProgressStore, pick: (progress: ExamProgress) => T) =>
  useSyncExternalStore(store.subscribe, () => pick(store.get()));

/** The clock, a component of its own so that its tick re-renders nothing else. */
function ExamClock({
  durationMs,
  elapsedMs,
  onTimeOut,
}: {
  durationMs: number;
  elapsedMs: () => number;
  onTimeOut: () => void;
}) {
  const [remainingS, setRemainingS] = useState(Math.ceil(durationMs / 1000));
  const latest = useRef({ elapsedMs, onTimeOut });
  useLayoutEffect(() => {
    latest.current = { elapsedMs, onTimeOut };
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const elapsed = latest.current.elapsedMs();
      setRemainingS(Math.max(0, Math.ceil((durationMs - elapsed) / 1000)));
      if (elapsed >= durationMs) {
        clearInterval(timer);
        latest.current.onTimeOut();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [durationMs]);
  return (
    <span role="timer" aria-label="Time left" className="exam-screen__timer" data-testid="exam-timer">
      <span className="exam-screen__clock">{clock(remainingS)}</span>
    </span>
  );
}

function ExamCounters({ progress, passageWords }: { progress: ExamProgressStore; passageWords: number }) {
  const keyDepressions = useProgress(progress, (now) => now.keyDepressions);
  const wordsTyped = useProgress(progress, (now) => now.wordsTyped);
  return (
    <dl className="exam-screen__counters" data-testid="exam-counters">
      <div>
        <dt>Key depressions</dt>
        <dd data-testid="exam-key-depressions">{keyDepressions}</dd>
      </div>
      <div>
        <dt>Words typed</dt>
        <dd data-testid="exam-words-typed">{wordsTyped}</dd>
      </div>
      <div>
        <dt>Words pending</dt>
        <dd data-testid="exam-words-pending">{Math.max(0, passageWords - wordsTyped)}</dd>
      </div>
    </dl>
  );
}

function RefusedLine({ progress }: { progress: ExamProgressStore }) {
  const refused = useProgress(progress, (now) => now.refused);
  return (
    <p className="exam-screen__refused" role="status" data-testid="exam-refused">
      {refused && `Refused (${refused.count}): ${refused.reason}`}
    </p>
  );
}

/** The passage with the word being typed; without a highlight or auto-scroll it needs no word and stays as drawn. */
function LivePassage({
  progress,
  text,
  lang,
  highlight,
  autoScroll,
}: {
  progress: ExamProgressStore;
  text: string;
  lang: string | undefined;
  highlight: boolean;
  autoScroll: boolean;
}) {
  const followed = highlight || autoScroll;
  const currentWord = useProgress(progress, (now) => (followed ? now.currentWord : -1));
  return (
    <ExamPassage text={text} lang={lang} currentWord={currentWord} highlight={highlight} autoScroll={autoScroll} />
  );
}

/** The exam as the board's software draws it: passage above, an empty box below, the clock and counters. */
export function ExamScreen({
  chosen,
  passage,
  hindi,
  onSubmit,
}: {
  chosen: ChosenExam;
  passage: ExamPassageView;
  hindi?: HindiExam;
  onSubmit: (answer: ExamAnswer) => void;
}) {
  const { screen, durationMinutes } = chosen.profile;
  const passageWords = useMemo(() => wordCount(passage.text), [passage.text]);
  // One box per exam: the emulator keeps the key presses Backspace undoes.
  const [hindiTyping] = useState(() =>
    hindi && chosen.layout
      ? {
          box: new hindi.HindiExamBox(chosen.layout, { ...screen, passageWords, passage: passage.text }),
          loggedKey: hindi.hindiLoggedKey,
        }
      : undefined,
  );
  // The box is uncontrolled and the counters read the typing's own store: a key re-renders only what it changed.
  const typing = useExamTyping({ passage: passage.text, passageWords, rules: screen }, hindiTyping);
  const durationMs = durationMinutes * 60_000;
  const startedAt = useRef(0);

  // What was typed up to the last key, also when the time runs out.
  const submit = (elapsedMs: number) => {
    const bounded = Math.max(1, Math.min(durationMs, Math.round(elapsedMs)));
    onSubmit({ ...typing.answer(), elapsedMs: bounded });
  };

  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  // The page stays where it is: the passage box above must not slide under the top bar.
  useEffect(() => typing.boxProps.ref.current?.focus({ preventScroll: true }), [typing.boxProps.ref]);

  const lang = chosen.layout ? 'hi' : undefined;
  return (
    <div className="exam-screen">
      <div className="exam-screen__bar">
        <span className="exam-screen__name">
          {examProfileLabel(chosen.profile, chosen.rule.language, chosen.layout)}
        </span>
        <ExamClock
          durationMs={durationMs}
          elapsedMs={() => performance.now() - startedAt.current}
          onTimeOut={() => submit(durationMs)}
        />
      </div>
      <LivePassage
        progress={typing.progress}
        text={passage.text}
        lang={lang}
        highlight={screen.highlightCurrentWord}
        autoScroll={screen.autoScroll}
      />
      <p className="exam-screen__source">{passage.attribution}</p>
      <textarea
        {...typing.boxProps}
        lang={lang}
        className="exam-screen__box"
        aria-label="Type the passage here"
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        onDrop={(event) => event.preventDefault()}
      />
      <RefusedLine progress={typing.progress} />
      {screen.liveCounters && <ExamCounters progress={typing.progress} passageWords={passageWords} />}
      <Button type="primary" onClick={() => submit(performance.now() - startedAt.current)}>
        Submit
      </Button>
    </div>
  );
}
