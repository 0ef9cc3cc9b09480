import { CUSTOM_TEXT_MAX_CHARS, tidyCustomText } from '@typing/typing-core';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import './custom-text-dialog.css';

const EMPTY_CUSTOM_TEXT = 'Enter some text to type.';

/**
 * The typist's own text for a custom test, in a native modal dialog (focus is trapped and Esc
 * closes it without antd on `/`). The text is tidied (no control characters, single spaces) and
 * capped at CUSTOM_TEXT_MAX_CHARS; an empty one is refused. Memoised: the page re-renders on
 * every keystroke and the (closed) dialog's props do not change then.
 */
export const CustomTextDialog = memo(function CustomTextDialog({
  open,
  initialText,
  onSave,
  onClose,
}: {
  open: boolean;
  initialText: string;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [error, setError] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="custom-text-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          const text = tidyCustomText(new FormData(event.currentTarget).get('text')?.toString() ?? '');
          if (!text) {
            event.preventDefault();
            setError(EMPTY_CUSTOM_TEXT);
            return;
          }
          setError('');
          onSave(text);
        }}
      >
        <h2 id={titleId}>Your own text</h2>
        <label htmlFor={fieldId}>Paste or type the text to practise (up to {CUSTOM_TEXT_MAX_CHARS} characters).</label>
        <textarea
          id={fieldId}
          name="text"
          rows={8}
          maxLength={CUSTOM_TEXT_MAX_CHARS}
          defaultValue={initialText}
          key={open ? 'open' : 'closed'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="custom-text-error" role="alert">
            {error}
          </p>
        )}
        <div className="custom-text-actions">
          <Button htmlType="button" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit">
            Use this text
          </Button>
        </div>
      </form>
    </dialog>
  );
});
