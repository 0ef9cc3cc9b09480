import type { ReactNode } from 'react';
import './ui.css';

/** antd's Tooltip look (above, on hover) around one control; the control keeps its own label. */
export function Tooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="tp-tooltip">
      {children}
      <span className="tp-tooltip__bubble" aria-hidden>
        {title}
      </span>
    </span>
  );
}
