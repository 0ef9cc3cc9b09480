import { Alert, Card, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './auth.css';

export interface AuthScreenProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's content ("Already have an account? Sign in"). */
  footer?: ReactNode;
}

/** The frame of every account screen: a centred card with the screen's heading. */
export function AuthScreen({ title, subtitle, children, footer }: AuthScreenProps) {
  const { token } = theme.useToken();
  const vars = { '--auth-error': token.colorErrorText } as CSSProperties;
  return (
    <div className="auth-screen" style={vars}>
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" className="auth-card__subtitle">
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </Card>
    </div>
  );
}

/** A failed call's message above the form (role=alert: read out when it appears). */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert showIcon type="error" title={message} role="alert" className="auth-alert" />;
}
