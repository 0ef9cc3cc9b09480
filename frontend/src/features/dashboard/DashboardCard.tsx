import type { HTMLAttributes } from 'react';
import '../../shared/ui/card.css';

/**
 * antd's bordered Card drawn plainly: `.tp-card` (`shared/ui/card.css`) around a body with antd's 24 px
 * padding (`dashboard.css`). Extra attributes (role, aria-labelledby, data-testid) go on the card itself.
 */
export function DashboardCard({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className={className ? `tp-card ${className}` : 'tp-card'}>
      <div className="dashboard-card-body">{children}</div>
    </div>
  );
}
