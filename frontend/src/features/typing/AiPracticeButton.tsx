import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAiPractice } from './useAiPractice';

/**
 * The home page's 'AI Practice' button for a signed-in user (guests get 'Login to practice with
 * AI'). While the text is written it shows a spinner and cannot be pressed again; `onText` gets
 * the new sample, which the page puts in place of the old one and resets the test with.
 */
export function AiPracticeButton({ onText }: { onText: (text: string) => void }) {
  const ai = useAiPractice(onText);
  return (
    <>
      <Button
        type="primary"
        icon={<RobotOutlined aria-hidden />}
        loading={ai.isLoading}
        aria-busy={ai.isLoading || undefined}
        onClick={ai.request}
      >
        {ai.isLoading ? 'Generating…' : 'AI Practice'}
      </Button>
      <span role="status" className="visually-hidden">
        {ai.status}
      </span>
    </>
  );
}
