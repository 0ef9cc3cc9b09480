import { FIGURE_DEFINITIONS, keyName, slowestKeys, topWeakKeys, type TypingResult } from '@typing/typing-core';
import { lazy, Suspense, useId, type ReactNode, type Ref } from 'react';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { Icon } from '../../../shared/ui/icons/Icon';
import { Button, ButtonLink } from '../../../shared/ui/Button';
import { DefinedTerm } from './DefinedTerm';
import { formatMs, formatSeconds, MIN_CHART_POINTS, speedSummary } from './results-figures';
import type { Viewer } from '../useViewer';
import './results-panel.css';

/** The chart library comes with the first results panel, never with the page itself. */
const SpeedChart = lazy(() => import('./SpeedChart'));

const CHART_HEIGHT = 180;

export interface ResultsPanelProps {
  result: TypingResult;
  /** Where a quote test's passage comes from, shown once it has been typed. */
  source?: string;
  viewer: Viewer;
  onTryAgain: () => void;
  ref?: Ref<HTMLElement>;
}

interface TileProps {
  label: string;
  value: string;
  note?: ReactNode;
  definition?: string;
}

function Tile({ label, value, note, definition }: TileProps) {
  return (
    <div className="result-tile" role="group" aria-label={label}>
      <div className="result-tile-label">
        {definition ? <DefinedTerm definition={definition}>{label}</DefinedTerm> : label}
      </div>
      <div className="result-tile-value">{value}</div>
      {note && <div className="result-tile-note">{note}</div>}
    </div>
  );
}

/** Net and raw WPM beside the headline WPM, each with its definition, for comparing with the typing sites. */
function ComparableSpeeds({ netWpm, rawWpm }: Pick<TypingResult, 'netWpm' | 'rawWpm'>) {
  return (
    <span className="result-speed-variants">
      <DefinedTerm definition={FIGURE_DEFINITIONS.netWpm}>net</DefinedTerm> <span data-testid="net-wpm">{netWpm}</span>
      <span aria-hidden> · </span>
      <DefinedTerm definition={FIGURE_DEFINITIONS.rawWpm}>raw</DefinedTerm> <span data-testid="raw-wpm">{rawWpm}</span>
    </span>
  );
}

/** WPM per second: a summary line, the chart (loaded on demand) and a table for screen readers. */
function SpeedPerSecond({ series, consistency }: { series: number[]; consistency: number }) {
  const titleId = useId();
  const summary = speedSummary(series, consistency);
  return (
    <figure className="speed-chart" aria-labelledby={titleId}>
      <h3 id={titleId} className="typing-results-subtitle">
        Speed per Second
      </h3>
      <figcaption className="speed-chart-summary" data-testid="speed-summary">
        {summary}
      </figcaption>
      {series.length >= MIN_CHART_POINTS && (
        <>
          <Suspense fallback={<div className="speed-chart-canvas" style={{ height: CHART_HEIGHT }} aria-hidden />}>
            <SpeedChart series={series} height={CHART_HEIGHT} />
          </Suspense>
          <table className="visually-hidden" data-testid="speed-table">
            <caption>Words per minute in each second</caption>
            <thead>
              <tr>
                <th scope="col">Second</th>
                <th scope="col">WPM</th>
              </tr>
            </thead>
            <tbody>
              {series.map((wpm, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{wpm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

export function ResultsPanel({ result, source, viewer, onTryAgain, ref }: ResultsPanelProps) {
  const weakKeys = topWeakKeys(result.weakKeyStats);
  const slowKeys = slowestKeys(result.keyTimings);
  // A Hindi result's keys are physical keys of its layout, and its speed also counts key depressions.
  const hindi = result.language === 'hi' ? loadedHindiInput() : undefined;
  const { layout, keyDepressions } = result;
  const nameOf = (key: string) => (layout && hindi ? hindi.hindiKeyName(layout, key) : keyName(key));
  return (
    <section ref={ref} className="typing-results" aria-labelledby="typing-results-title">
      <div className="typing-results-head">
        <h2 id="typing-results-title" className="typing-results-title">
          Test Completed!
        </h2>
        <Button type="primary" icon={<Icon name="RedoOutlined" aria-hidden />} onClick={onTryAgain}>
          Try Again
        </Button>
      </div>

      <div className="typing-skill">
        <Icon name="TrophyOutlined" aria-hidden className="typing-skill-icon" />
        <div>
          <div className="typing-skill-level" data-testid="skill-level">
            {result.skillLevel}
          </div>
          <span className="typing-muted">Based on WPM and Accuracy</span>
        </div>
      </div>

      {source && (
        <p className="typing-source" data-testid="quote-source">
          Source: <cite>{source}</cite>
        </p>
      )}

      <div className="result-tiles">
        <Tile
          label="Speed (WPM)"
          value={String(result.wpm)}
          definition={FIGURE_DEFINITIONS.wpm}
          note={
            <>
              <ComparableSpeeds netWpm={result.netWpm} rawWpm={result.rawWpm} />
              {hindi && keyDepressions !== undefined && (
                <hindi.KeyDepressionFigures keyDepressions={keyDepressions} elapsedSeconds={result.elapsedSeconds} />
              )}
            </>
          }
        />
        <Tile label="Accuracy (%)" value={String(result.accuracy)} definition={FIGURE_DEFINITIONS.accuracy} />
        <Tile
          label="Characters"
          value={`${result.correctChars} / ${result.incorrectChars}`}
          note="correct / incorrect"
        />
        <Tile
          label="Time (seconds)"
          value={formatSeconds(result.elapsedSeconds)}
          note={result.durationSeconds === undefined ? testKindNote(result) : `of ${result.durationSeconds}`}
        />
      </div>

      <div className="typing-insights">
        <SpeedPerSecond series={result.wpmSeries} consistency={result.consistency} />
        <div className="typing-key-lists">
          <div className="typing-weak-keys">
            <h3 className="typing-results-subtitle">Keys to Practice</h3>
            {weakKeys.length === 0 ? (
              <span className="typing-muted">No mistyped keys this time. Clean typing!</span>
            ) : (
              <ul className="weak-key-list">
                {weakKeys.map(({ key, count }) => (
                  <li key={key} data-key={key}>
                    <kbd>{nameOf(key)}</kbd>
                    <span className="weak-key-count">
                      {count} {count === 1 ? 'error' : 'errors'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="typing-slow-keys">
            <h3 className="typing-results-subtitle">Slowest Keys</h3>
            {slowKeys.length === 0 ? (
              <span className="typing-muted">Not enough keystrokes to time.</span>
            ) : (
              <>
                <span className="typing-muted typing-slow-keys-note">Average time to type each key</span>
                <ol className="slow-key-list">
                  {slowKeys.map(({ key, meanMs, samples }) => (
                    <li
                      key={key}
                      data-key={key}
                      title={`${samples} timed ${samples === 1 ? 'keystroke' : 'keystrokes'}`}
                    >
                      <kbd>{nameOf(key)}</kbd>
                      <span className="slow-key-ms">{formatMs(meanMs)}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
        </div>
      </div>

      {!viewer.isSignedIn && (
        <div className="typing-guest-prompt">
          <span>Save your results and track your progress</span>
          <ButtonLink to="/signin" type="primary">
            Sign In Now
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

function testKindNote(result: TypingResult): string {
  if (result.mode === 'words') return `${result.wordCount} words`;
  return result.mode === 'quote' ? `${result.quoteLength} quote` : 'custom text';
}
