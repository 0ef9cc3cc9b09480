import type { ExamPassageView } from '@typing/contracts/web';
import { evaluateExam, examPassageText, examProfileLabel, type ExamSheet } from '@typing/typing-core/exams';
import { useState } from 'react';
import { customSource } from './custom-exam';
import { type ExamAnswer, ExamScreen } from './ExamScreen';
import { type ExamToSave, ExamSave } from './ExamSave';
import { ExamSetup } from './ExamSetup';
import { ExamSheetView } from './ExamSheetView';
import { useLazyGetExamPassageQuery } from './exams.api';
import { type HindiExam, loadHindiExam } from './hindi-exam-loader';
import type { ChosenExam } from './profile-rules';
import './exams.css';

type Stage =
  | { readonly name: 'setup' }
  | {
      readonly name: 'exam';
      readonly chosen: ChosenExam;
      readonly passage: ExamPassageView;
      readonly hindi?: HindiExam;
    }
  | {
      readonly name: 'sheet';
      readonly chosen: ChosenExam;
      readonly passage: ExamPassageView;
      readonly sheet: ExamSheet;
      readonly saved: ExamToSave;
    };

/** Exam-grade typing tests: choose a board's profile, type its passage as in the exam hall, read the sheet. */
export function ExamPage() {
  const [stage, setStage] = useState<Stage>({ name: 'setup' });
  const [fetchPassage, { isFetching, isError }] = useLazyGetExamPassageQuery();
  const [hindiFailed, setHindiFailed] = useState(false);

  const start = async (chosen: ChosenExam) => {
    const custom = chosen.profile.id === 'custom';
    const { layout } = chosen;
    const hindi = layout
      ? await loadHindiExam().catch(() => {
          setHindiFailed(true);
          return undefined;
        })
      : undefined;
    if (layout && !hindi) return;
    setHindiFailed(false);
    const { language } = chosen.rule;
    const source = custom ? customSource(language, layout).profileId : chosen.profile.id;
    const served = await fetchPassage(layout ? { profile: source, language: 'hi', layout } : { profile: source })
      .unwrap()
      .catch(() => undefined);
    if (!served) return;
    const countKeys = hindi && layout ? hindi.hindiKeyCounter(layout) : undefined;
    const text = custom ? examPassageText(served.text, chosen.profile, language, countKeys) : served.text;
    setStage({ name: 'exam', chosen, passage: { ...served, text }, ...(hindi ? { hindi } : {}) });
    window.scrollTo(0, 0);
  };

  const finish = (chosen: ChosenExam, passage: ExamPassageView, answer: ExamAnswer, hindi?: HindiExam) => {
    const sheet = evaluateExam(chosen.profile, passage.text, answer.typed, {
      elapsedMs: answer.elapsedMs,
      keyDepressions: answer.keyDepressions,
      language: chosen.rule.language,
      category: chosen.category,
      ...(hindi && chosen.layout ? { countKeys: hindi.hindiKeyCounter(chosen.layout) } : {}),
    });
    const saved = { id: crypto.randomUUID(), chosen, passageId: passage.id, ...answer, sheet };
    setStage({ name: 'sheet', chosen, passage, sheet, saved });
    window.scrollTo(0, 0);
  };

  return (
    <div className="exam-page">
      <h1 className="exam-page__title">Exam-grade typing tests</h1>
      {stage.name === 'setup' && (
        <>
          <p>
            Practise the typing tests of SSC, RRB and the Supreme Court as their exam software runs them, and get the
            board’s evaluation sheet.
          </p>
          {(isError || hindiFailed) && (
            <div role="alert" className="exam-page__error">
              The passage could not be loaded. Press Start to try again.
            </div>
          )}
          <ExamSetup onStart={(chosen) => void start(chosen)} starting={isFetching} />
        </>
      )}
      {stage.name === 'exam' && (
        <ExamScreen
          chosen={stage.chosen}
          passage={stage.passage}
          {...(stage.hindi ? { hindi: stage.hindi } : {})}
          onSubmit={(answer) => finish(stage.chosen, stage.passage, answer, stage.hindi)}
        />
      )}
      {stage.name === 'sheet' && <ExamSave exam={stage.saved} />}
      {stage.name === 'sheet' && (
        <ExamSheetView
          profileName={examProfileLabel(stage.chosen.profile, stage.chosen.rule.language, stage.chosen.layout)}
          sheet={stage.sheet}
          attribution={stage.passage.attribution}
          onAgain={() => setStage({ name: 'setup' })}
        />
      )}
    </div>
  );
}
