import type { ReactNode } from 'react';
import { Alert } from '../../shared/ui/Alert';
import '../../shared/ui/card.css';
import './auth.css';

export interface AuthScreenProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every account screen: a centred card with the heading, without antd. */
export function AuthScreen({ title, subtitle, children, footer }: AuthScreenProps) {
  return (
    <div className="auth-screen">
      <div className="tp-card auth-card">
        <div className="auth-card__body">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
          {footer && <div className="auth-card__footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

/** A failed call's message above the form (role=alert: read out when it appears). */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" title={message} className="auth-alert" />;
}
