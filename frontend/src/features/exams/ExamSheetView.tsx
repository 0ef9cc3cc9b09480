import {
  type ExamFigures,
  type ExamSheet,
  FULL_MISTAKES,
  HALF_MISTAKES,
  type MarkedWord,
} from '@typing/typing-core/exams';
import { Button } from '../../shared/ui/Button';

const FIGURE_ORDER: readonly (keyof ExamFigures)[] = [
  'keyDepressions',
  'minutes',
  'wordsTyped',
  'grossWpm',
  'kdph',
  'correctKdph',
  'mistakes',
  'ignoredMistakes',
  'penalisedMistakes',
  'errorPercent',
  'mistakesPercentOfTyped',
  'netWpm',
];

const VERDICT = { pass: 'Pass', fail: 'Fail', 'not-evaluated': 'Not evaluated' } as const;

function MarkedPassageWord({ word }: { word: MarkedWord }) {
  if (word.marks.length === 0)
    return <span className={word.reached ? undefined : 'exam-word--unreached'}>{word.text}</span>;
  const typed = word.typed === word.text ? '' : word.typed ? `: typed “${word.typed}”` : '';
  return (
    <mark className={`exam-word exam-word--${word.marks[0]}`} data-marks={word.marks.join(' ')}>
      {word.text}
      <span className="exam-word__label">
        [{word.marks.join(', ')}
        {typed}]
      </span>
    </mark>
  );
}

/** The evaluation sheet: the passage with every mistake in place, the counts, the figures with their formulas. */
export function ExamSheetView({
  profileName,
  sheet,
  attribution,
  onAgain,
}: {
  profileName: string;
  sheet: ExamSheet;
  attribution: string;
  onAgain: () => void;
}) {
  const figures = FIGURE_ORDER.flatMap((name) => (sheet.figures[name] ? [{ name, ...sheet.figures[name] }] : []));
  return (
    <article className="exam-sheet" aria-labelledby="exam-sheet-title">
      <h2 id="exam-sheet-title">Evaluation sheet: {profileName}</h2>
      <p className={`exam-sheet__verdict exam-sheet__verdict--${sheet.verdict.result}`} data-testid="exam-verdict">
        {VERDICT[sheet.verdict.result]}
        {sheet.verdict.reasons.length > 0 && `: ${sheet.verdict.reasons.join('; ')}`}
      </p>
      <p>
        Category {sheet.category}. {sheet.fullMistakes} full and {sheet.halfMistakes} half mistakes
        {sheet.untypedWords > 0 && `; ${sheet.untypedWords} passage words not reached`}.
      </p>
      <h3>Figures</h3>
      <table className="exam-sheet__figures">
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Value</th>
            <th scope="col">Formula</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.name} data-testid={`exam-figure-${figure.name}`}>
              <th scope="row">{figure.label}</th>
              <td data-testid={`exam-figure-${figure.name}-value`}>
                {figure.value} {figure.unit}
              </td>
              <td className="exam-sheet__formula">{figure.formula}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Mistakes by class</h3>
      <table className="exam-sheet__counts">
        <thead>
          <tr>
            <th scope="col">Class (colour in the passage)</th>
            <th scope="col">Counts as</th>
            <th scope="col">Number</th>
          </tr>
        </thead>
        <tbody>
          {[...FULL_MISTAKES, ...HALF_MISTAKES].map((name) => (
            <tr key={name} data-testid={`exam-count-${name}`}>
              <th scope="row">
                <span className={`exam-legend exam-word--${name}`} aria-hidden="true" /> {name}
              </th>
              <td>{(FULL_MISTAKES as readonly string[]).includes(name) ? 'full (1)' : 'half (½)'}</td>
              <td data-testid={`exam-count-${name}-value`}>{sheet.counts[name]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Full mistakes</th>
            <td>1 each</td>
            <td data-testid="exam-full-mistakes">{sheet.fullMistakes}</td>
          </tr>
          <tr>
            <th scope="row">Half mistakes</th>
            <td>½ each</td>
            <td data-testid="exam-half-mistakes">{sheet.halfMistakes}</td>
          </tr>
        </tbody>
      </table>
      <h3>The passage, marked</h3>
      <p className="exam-sheet__key">
        Each mistake is coloured by its class and labelled in brackets; grey words were not reached.
      </p>
      <div className="exam-sheet__passage" data-testid="exam-sheet-passage">
        {sheet.words.map((word, index) => (
          <span key={index}>
            <MarkedPassageWord word={word} />{' '}
          </span>
        ))}
      </div>
      <p className="exam-sheet__source">Passage: {attribution}</p>
      <div className="exam-sheet__actions">
        <Button type="primary" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onAgain}>Take another test</Button>
      </div>
    </article>
  );
}
