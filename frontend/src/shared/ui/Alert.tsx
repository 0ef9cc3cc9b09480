import type { ReactNode } from 'react';
import { ALERT_ICONS } from './icons/alert';
import { SvgIcon } from './icons/SvgIcon';
import './alert.css';

/* antd's Alert without antd; role=alert, as antd's, so it is read out when it appears. */

export interface AlertProps {
  type: 'error' | 'success' | 'info';
  title: ReactNode;
  description?: ReactNode;
  /** antd's `action`: a control at the alert's end (e.g. 'Try again'). */
  action?: ReactNode;
  className?: string;
}

export function Alert({ type, title, description, action, className }: AlertProps) {
  const classes = ['tp-alert', `tp-alert--${type}`, description != null && 'tp-alert--with-description', className];
  return (
    <div role="alert" className={classes.filter(Boolean).join(' ')}>
      <span className="tp-alert__icon">
        <SvgIcon {...ALERT_ICONS[type]} dataIcon={false} aria-hidden />
      </span>
      <div className="tp-alert__section">
        <div className="tp-alert__title">{title}</div>
        {description != null && <div className="tp-alert__description">{description}</div>}
      </div>
      {action != null && <div className="tp-alert__action">{action}</div>}
    </div>
  );
}
