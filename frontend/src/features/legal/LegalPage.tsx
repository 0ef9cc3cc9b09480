import { Card, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatLastUpdated, SITE_NAME } from '../../shared/site';
import { BackToHome } from '../../shared/ui/BackToHome';
import './legal.css';

const { Title, Paragraph, Text } = Typography;

/** The configured addresses both legal pages cite (GET /api/site). */
export { SiteMailLink as MailLink } from '../../shared/site-info/SiteMailLink';

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
 * a table of contents, one h2 per section, and 'Back to Home'.
 */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { token } = theme.useToken();
  const today = new Date();

  return (
    <article className="legal" style={{ maxWidth: 860, margin: '0 auto', padding: '40px 16px 56px' }}>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <header style={{ marginBottom: 32 }}>
        <Title level={1} style={{ marginBottom: 8 }}>
          {title}
        </Title>
        <Text type="secondary">
          Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLastUpdated(today)}</time>
        </Text>
        <Paragraph style={{ fontSize: 16, marginTop: 20 }}>{intro}</Paragraph>
      </header>

      <Card size="small" style={{ marginBottom: 40, background: token.colorFillQuaternary }}>
        <nav aria-labelledby="legal-contents">
          <Text strong id="legal-contents" style={{ display: 'block', marginBottom: 8 }}>
            On this page
          </Text>
          <ol className="legal__contents">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal__section">
          <Title level={2} id={`${section.id}-title`} style={{ fontSize: 22 }}>
            <span className="legal__number" style={{ color: token.colorTextSecondary }} aria-hidden>
              {index + 1}.
            </span>
            {section.title}
          </Title>
          {section.body}
        </section>
      ))}

      <BackToHome />
    </article>
  );
}
