import { useId, useState, type ReactNode } from 'react';
import './defined-term.css';

/** A term whose definition shows on hover and focus (screen readers read it); a tap toggles it on touch screens. */
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
