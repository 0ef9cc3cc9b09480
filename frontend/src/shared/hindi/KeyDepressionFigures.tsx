import { keyDepressionSpeed } from '@typing/typing-core/hindi';

/** A Hindi result's speed as exams count it: key depressions, KD-WPM (five to a word) and KDPH. */
export function KeyDepressionFigures({
  keyDepressions,
  elapsedSeconds,
}: {
  keyDepressions: number;
  elapsedSeconds: number;
}) {
  const { kdph, wpm } = keyDepressionSpeed(keyDepressions, elapsedSeconds);
  return (
    <span className="result-speed-variants result-key-depressions" data-testid="key-depressions">
      <abbr title="key depressions: every key pressed, Backspace included">KD</abbr>{' '}
      <span data-testid="kd">{keyDepressions}</span>
      <span aria-hidden> · </span>
      <abbr title="key depressions ÷ 5 per minute">KD-WPM</abbr> <span data-testid="kd-wpm">{wpm}</span>
      <span aria-hidden> · </span>
      <abbr title="key depressions per hour">KDPH</abbr> <span data-testid="kdph">{kdph.toLocaleString('en-IN')}</span>
    </span>
  );
}
