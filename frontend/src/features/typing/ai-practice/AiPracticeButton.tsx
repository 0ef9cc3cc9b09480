import type { GeneratedTextView } from '@typing/contracts/web';
import { Icon } from '../../../shared/ui/Icon';
import { PlainButton } from '../../../shared/ui/PlainButton';
import { useAiPractice } from './useAiPractice';
import './ai-practice.css';

/** The home page's 'AI Practice' button for a member; a `PlainButton`, as `/` loads no antd. */
export function AiPracticeButton({ onText }: { onText: (text: GeneratedTextView) => void }) {
  const ai = useAiPractice(onText);
  return (
    <>
      <PlainButton
        type="primary"
        className="ai-practice-button"
        icon={
          ai.isLoading ? (
            <span className="ai-practice-spinner" aria-hidden />
          ) : (
            <Icon name="RobotOutlined" aria-hidden />
          )
        }
        aria-disabled={ai.isLoading || undefined}
        aria-busy={ai.isLoading || undefined}
        onClick={ai.isLoading ? undefined : ai.request}
      >
        {ai.isLoading ? 'Generating…' : 'AI Practice'}
      </PlainButton>
      <span role="status" className="visually-hidden">
        {ai.status}
      </span>
    </>
  );
}
