import './skeleton.css';

export interface SkeletonProps {
  /** Lines of the paragraph under the title (antd's `paragraph={{ rows }}`); the last one is shorter. */
  rows?: number;
  className?: string;
}

/** antd's active Skeleton without antd; hidden from screen readers, so label its container (`role="status"`). */
export function Skeleton({ rows = 3, className }: SkeletonProps) {
  return (
    <div className={className ? `tp-skeleton ${className}` : 'tp-skeleton'} aria-hidden="true">
      <div className="tp-skeleton__title" />
      <ul className="tp-skeleton__paragraph">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}
