import type { ReactNode } from 'react';
import { useToday } from '../../shared/hydration';
import { localDay } from '../../shared/prerendered-document';
import { formatLastUpdated, SITE_NAME } from '../../shared/site';
import { BackToHome } from '../../shared/ui/BackToHome';
import './legal.css';

/** The configured addresses both legal pages cite (GET /api/site). */
export { SiteMailLink as MailLink } from '../../shared/site-info/SiteMailLink';

/** A paragraph of a legal text (antd's Typography look, drawn without antd: legal.css). */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="legal__paragraph">{children}</p>;
}

export interface LegalSection {
  /** The fragment that links to the section (#id). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * The frame of the privacy policy and the terms: title, 'Last updated' (today, as the spec asks),
 * a table of contents, one h2 per section, and 'Back to Home'. Fixed text: drawn with plain
 * elements and the theme's CSS variables, without antd (docs/decisions/front-end/antd.md).
 */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const today = useToday();

  return (
    <article className="legal">
      <title>{`${title} · ${SITE_NAME}`}</title>
      <header className="legal__header">
        <h1 className="legal__title">{title}</h1>
        <span className="legal__updated">
          Last updated: <time dateTime={localDay(today)}>{formatLastUpdated(today)}</time>
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
