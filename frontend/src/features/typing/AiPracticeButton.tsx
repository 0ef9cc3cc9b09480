import { useAiPractice } from './useAiPractice';
import './ai-practice.css';

/** antd's RobotOutlined, inline: `/` does not load antd or its icon package. */
function RobotIcon() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      <path d="M300 328a60 60 0 10120 0 60 60 0 10-120 0zM852 64H172c-17.7 0-32 14.3-32 32v660c0 17.7 14.3 32 32 32h680c17.7 0 32-14.3 32-32V96c0-17.7-14.3-32-32-32zm-32 660H204V128h616v596zM604 328a60 60 0 10120 0 60 60 0 10-120 0zm250.2 556H169.8c-16.5 0-29.8 14.3-29.8 32v36c0 4.4 3.3 8 7.4 8h729.1c4.1 0 7.4-3.6 7.4-8v-36c.1-17.7-13.2-32-29.7-32zM664 508H360c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h304c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z" />
    </svg>
  );
}

/**
 * The home page's 'AI Practice' button for a signed-in user (guests get 'Login to practice with
 * AI'). While the text is written it shows a spinner and cannot be pressed again; `onText` gets
 * the new sample, which the page puts in place of the old one and resets the test with. A plain
 * button styled like antd's primary one, from the generated theme colours (no antd on `/`).
 */
export function AiPracticeButton({ onText }: { onText: (text: string) => void }) {
  const ai = useAiPractice(onText);
  return (
    <>
      <button
        type="button"
        className="ai-practice-button"
        aria-disabled={ai.isLoading || undefined}
        aria-busy={ai.isLoading || undefined}
        onClick={ai.isLoading ? undefined : ai.request}
      >
        {ai.isLoading ? <span className="ai-practice-spinner" aria-hidden /> : <RobotIcon />}
        <span>{ai.isLoading ? 'Generating…' : 'AI Practice'}</span>
      </button>
      <span role="status" className="visually-hidden">
        {ai.status}
      </span>
    </>
  );
}
