import type { HTMLAttributes } from 'react';
import '../../shared/ui/card.css';

/** antd's bordered Card drawn plainly (`.tp-card`, 24 px body padding); extra attributes go on the card itself. */
export function DashboardCard({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className={className ? `tp-card ${className}` : 'tp-card'}>
      <div className="dashboard-card-body">{children}</div>
    </div>
  );
}
