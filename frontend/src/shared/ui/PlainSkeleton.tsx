import './skeleton.css';

export interface PlainSkeletonProps {
  /** Lines of the paragraph under the title (antd's `paragraph={{ rows }}`); the last one is shorter. */
  rows?: number;
  className?: string;
}

/**
 * antd's active Skeleton (`<Skeleton active paragraph={{ rows }} />`: a title bar at 38 % and `rows`
 * lines, the last at 61 %, a light sweeping across them) drawn with plain elements and CSS
 * (`skeleton.css`, the theme's `--tp-*` colours), for pages that do not load antd. Decoration only:
 * hidden from screen readers, so give the element around it `role="status"` / `aria-busy` and a label.
 */
export function PlainSkeleton({ rows = 3, className }: PlainSkeletonProps) {
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
