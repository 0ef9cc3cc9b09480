import { RedoOutlined, TrophyOutlined } from '@ant-design/icons';
import { topWeakKeys, type TypingResult } from '@typing/typing-core';
import { Button, Tag, Typography } from 'antd';
import type { Ref } from 'react';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { formatSeconds, keyLabel } from './typing-layout';
import type { Viewer } from './useViewer';

const { Title, Text } = Typography;

export interface ResultsPanelProps {
  result: TypingResult;
  viewer: Viewer;
  onTryAgain: () => void;
  ref?: Ref<HTMLElement>;
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="result-tile" role="group" aria-label={label}>
      <div className="result-tile-label">{label}</div>
      <div className="result-tile-value">{value}</div>
      {note && <div className="result-tile-note">{note}</div>}
    </div>
  );
}

/** The results of a completed test (SPEC "Typing test (home)"). */
export function ResultsPanel({ result, viewer, onTryAgain, ref }: ResultsPanelProps) {
  const weakKeys = topWeakKeys(result.weakKeyStats);
  return (
    <section ref={ref} className="typing-results" aria-labelledby="typing-results-title">
      <div className="typing-results-head">
        <Title level={2} id="typing-results-title" style={{ margin: 0 }}>
          Test Completed!
        </Title>
        <Button type="primary" icon={<RedoOutlined aria-hidden />} onClick={onTryAgain}>
          Try Again
        </Button>
      </div>

      <div className="typing-skill">
        <TrophyOutlined aria-hidden className="typing-skill-icon" />
        <div>
          <div className="typing-skill-level" data-testid="skill-level">
            {result.skillLevel}
          </div>
          <Text type="secondary">Based on WPM and Accuracy</Text>
        </div>
      </div>

      <div className="result-tiles">
        <Tile label="Speed (WPM)" value={String(result.wpm)} />
        <Tile label="Accuracy (%)" value={String(result.accuracy)} />
        <Tile
          label="Characters"
          value={`${result.correctChars} / ${result.incorrectChars}`}
          note="correct / incorrect"
        />
        <Tile
          label="Time (seconds)"
          value={formatSeconds(result.elapsedSeconds)}
          note={`of ${result.durationSeconds}`}
        />
      </div>

      <div className="typing-weak-keys">
        <Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          Keys to Practice
        </Title>
        {weakKeys.length === 0 ? (
          <Text type="secondary">No mistyped keys this time. Clean typing!</Text>
        ) : (
          <ul className="weak-key-list">
            {weakKeys.map(({ key, count }) => (
              <li key={key} data-key={key}>
                <kbd>{keyLabel(key)}</kbd>
                <Tag color="red" variant="filled">
                  {count} {count === 1 ? 'error' : 'errors'}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>

      {!viewer.isSignedIn && (
        <div className="typing-guest-prompt">
          <Text>Save your results and track your progress</Text>
          <ButtonLink to="/signin" type="primary">
            Sign In Now
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
