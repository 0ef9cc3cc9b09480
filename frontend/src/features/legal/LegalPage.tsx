import type { ReactNode } from 'react';
import { useToday } from '../../shared/hydration';
import { localDay } from '../../shared/prerendered-document';
import { formatDay } from '../../shared/dates';
import { SITE_NAME } from '../../shared/site';
import { BackToHome } from '../../shared/ui/BackToHome';
import './legal.css';

export { SiteMailLink as MailLink } from '../../shared/site-info/SiteMailLink';

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="legal__paragraph">{children}</p>;
}

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The frame of the privacy policy and the terms; 'Last updated' is today, as the spec asks. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const today = useToday();

  return (
    <article className="legal">
      <title>{`${title} · ${SITE_NAME}`}</title>
      <header className="legal__header">
        <h1 className="legal__title">{title}</h1>
        <span className="legal__updated">
          Last updated: <time dateTime={localDay(today)}>{formatDay(today, { month: 'long' })}</time>
        </span>
        <p className="legal__intro">{intro}</p>
      </header>

      <div className="legal__toc">
        <nav aria-labelledby="legal-contents">
          <strong id="legal-contents" className="legal__toc-title">
            On this page
          </strong>
          <ol className="legal__contents">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </div>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal__section">
          <h2 id={`${section.id}-title`} className="legal__heading">
            <span className="legal__number" aria-hidden>
              {index + 1}.
            </span>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}

      <BackToHome />
    </article>
  );
}
