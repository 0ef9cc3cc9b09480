import type { ReactNode } from 'react';

/** antd's Card with a title: the title is a real heading, so the page outline (and screen readers) see it. */
export function ContactCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['tp-card contact-card', className].filter(Boolean).join(' ')}>
      <div className="contact-card__head">
        <h2 className="contact-card__title">{title}</h2>
      </div>
      <div className="contact-card__body">{children}</div>
    </div>
  );
}
