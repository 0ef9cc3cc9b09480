import type { ExamPassageView } from '@typing/contracts/web';
import { examProfileLabel, wordCount } from '@typing/typing-core/exams';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { ExamPassage } from './ExamPassage';
import type { HindiExam } from './hindi-exam-loader';
import type { ChosenExam } from './profile-rules';
import { useExamTyping } from './useExamTyping';

export interface ExamAnswer {
  readonly typed: string;
  readonly keyDepressions: number;
  readonly keyLog: string;
  readonly elapsedMs: number;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

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
  const typing = useExamTyping({ passage: passage.text, passageWords, rules: screen }, hindiTyping);
  const durationMs = durationMinutes * 60_000;
  const startedAt = useRef(0);
  const [remainingS, setRemainingS] = useState(durationMinutes * 60);
  const latest = useRef({ typing, onSubmit });
  useLayoutEffect(() => {
    latest.current = { typing, onSubmit };
  });

  // Read from the latest render, so the time-out hands in what was typed up to its last key.
  const submit = (elapsedMs: number) => {
    const { typing: now, onSubmit: send } = latest.current;
    const bounded = Math.max(1, Math.min(durationMs, Math.round(elapsedMs)));
    send({ typed: now.value, keyDepressions: now.keyDepressions, keyLog: now.keyLog(), elapsedMs: bounded });
  };
  const submitOnTimeOut = useRef(submit);
  useLayoutEffect(() => {
    submitOnTimeOut.current = submit;
  });

  useEffect(() => {
    startedAt.current = performance.now();
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt.current;
      setRemainingS(Math.max(0, Math.ceil((durationMs - elapsed) / 1000)));
      if (elapsed >= durationMs) {
        clearInterval(timer);
        submitOnTimeOut.current(durationMs);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [durationMs]);

  // The page stays where it is: the passage box above must not slide under the top bar.
  useEffect(() => typing.boxProps.ref.current?.focus({ preventScroll: true }), [typing.boxProps.ref]);

  return (
    <div className="exam-screen">
      <div className="exam-screen__bar">
        <span className="exam-screen__name">
          {examProfileLabel(chosen.profile, chosen.rule.language, chosen.layout)}
        </span>
        <span role="timer" aria-label="Time left" className="exam-screen__timer" data-testid="exam-timer">
          {clock(remainingS)}
        </span>
      </div>
      <ExamPassage
        text={passage.text}
        lang={chosen.layout ? 'hi' : undefined}
        // Without a highlight or auto-scroll the passage needs no word: it stays as drawn.
        currentWord={screen.highlightCurrentWord || screen.autoScroll ? typing.currentWord : -1}
        highlight={screen.highlightCurrentWord}
        autoScroll={screen.autoScroll}
      />
      <p className="exam-screen__source">{passage.attribution}</p>
      <textarea
        {...typing.boxProps}
        lang={chosen.layout ? 'hi' : undefined}
        className="exam-screen__box"
        aria-label="Type the passage here"
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        onDrop={(event) => event.preventDefault()}
      />
      <p className="exam-screen__refused" role="status" data-testid="exam-refused">
        {typing.refused && `Refused (${typing.refused.count}): ${typing.refused.reason}`}
      </p>
      {screen.liveCounters && (
        <dl className="exam-screen__counters" data-testid="exam-counters">
          <div>
            <dt>Key depressions</dt>
            <dd data-testid="exam-key-depressions">{typing.keyDepressions}</dd>
          </div>
          <div>
            <dt>Words typed</dt>
            <dd data-testid="exam-words-typed">{typing.wordsTyped}</dd>
          </div>
          <div>
            <dt>Words pending</dt>
            <dd data-testid="exam-words-pending">{Math.max(0, passageWords - typing.wordsTyped)}</dd>
          </div>
        </dl>
      )}
      <Button type="primary" onClick={() => submit(performance.now() - startedAt.current)}>
        Submit
      </Button>
    </div>
  );
}
