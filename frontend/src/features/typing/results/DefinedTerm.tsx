import { useId, useState, type ReactNode } from 'react';
import './defined-term.css';

/**
 * A term with a short definition shown on hover and on keyboard focus (a button described by a
 * tooltip, so screen readers read the definition too). Escape hides it until the pointer or the
 * focus leaves; a tap toggles it on touch screens, where there is no hover.
 */
export function DefinedTerm({ children, definition }: { children: ReactNode; definition: string }) {
  const tipId = useId();
  const [state, setState] = useState<'auto' | 'shown' | 'hidden'>('auto');
  const reset = () => setState('auto');
  return (
    <span className="defined-term" data-tip={state} onMouseLeave={reset}>
      <button
        type="button"
        className="defined-term-button"
        aria-describedby={tipId}
        onClick={() => setState((s) => (s === 'shown' ? 'hidden' : 'shown'))}
        onBlur={reset}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setState('hidden');
        }}
      >
        {children}
      </button>
      <span role="tooltip" id={tipId} className="defined-term-tip">
        {definition}
      </span>
    </span>
  );
}
