import type { GeneratedTextView } from '@typing/contracts/web';
import { Icon } from '../../../shared/ui/icons/Icon';
import { Button } from '../../../shared/ui/Button';
import { useAiPractice } from './useAiPractice';

/** The home page's 'AI Practice' button for a member; a `Button`, as `/` loads no antd. */
export function AiPracticeButton({ onText }: { onText: (text: GeneratedTextView) => void }) {
  const ai = useAiPractice(onText);
  return (
    <>
      <Button
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
      </Button>
      <span role="status" className="visually-hidden">
        {ai.status}
      </span>
    </>
  );
}
