import { AimOutlined, DesktopOutlined, LineChartOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import type { TeamMember } from '@typing/contracts/web';
import { Avatar, Card, Col, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/site';
import { useSiteInfo } from '../../shared/site-info/site-info.api';
import { BackToHome } from '../../shared/ui/BackToHome';

const { Title, Paragraph, Text } = Typography;

const FEATURES: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Personalized Practice',
    icon: <AimOutlined />,
    text: 'Every mistyped key is counted. Signed-in typists get AI-generated practice text that brings their problem keys up more often, so each session trains exactly where they are weakest.',
  },
  {
    title: 'Performance Analytics',
    icon: <LineChartOutlined />,
    text: 'Speed in words per minute, accuracy and a skill level after every test; a dashboard with your averages, recent sessions and the keys that still need work.',
  },
  {
    title: 'Interactive Interface',
    icon: <DesktopOutlined />,
    text: 'Live feedback as you type: correct characters in green, mistakes in red, a countdown timer, an on-screen keyboard and shortcuts to restart or finish without touching the mouse.',
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A member's profile: an outside page opens in a new tab; a page of this site (the placeholder
 * `/contact` until a deployer names the team) opens here.
 */
function ProfileLink({ member }: { member: TeamMember }) {
  if (member.link.startsWith('/')) {
    return (
      <Link to={member.link}>
        <MailOutlined aria-hidden /> Get in touch
        <span className="visually-hidden"> with {member.name}</span>
      </Link>
    );
  }
  return (
    <a href={member.link} target="_blank" rel="noopener noreferrer">
      <LinkOutlined aria-hidden /> View profile
      <span className="visually-hidden"> of {member.name} (opens in a new tab)</span>
    </a>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title level={2} id={id} style={{ textAlign: 'center', marginBottom: 24 }}>
      {children}
    </Title>
  );
}

/** Spec §2 "About page": mission, three key features, the team and 'Back to Home'. */
export function AboutPage() {
  const { token } = theme.useToken();
  // The team is configuration (GET /api/site); two cards hold its place while it loads.
  const team = useSiteInfo()?.team;
  const iconStyle = {
    fontSize: 24,
    color: token.colorPrimary,
    background: token.colorPrimaryBg,
    borderRadius: 12,
    width: 48,
    height: 48,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    marginBottom: 16,
  };

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '40px 16px 56px' }}>
      <title>{`About Us · ${SITE_NAME}`}</title>
      <header style={{ textAlign: 'center', maxWidth: 720, margin: '0 auto 48px' }}>
        <Text type="secondary" strong style={{ letterSpacing: '0.08em', textTransform: 'uppercase' }}>
          About us
        </Text>
        <Title level={1} style={{ marginTop: 8, fontSize: 'clamp(30px, 5vw, 38px)' }}>
          Type faster, with practice made for you
        </Title>
        <Paragraph type="secondary" style={{ fontSize: 17, lineHeight: 1.7 }}>
          {SITE_NAME} turns a few minutes of daily typing into measurable progress: timed tests, instant results and
          practice that adapts to the way you type.
        </Paragraph>
      </header>

      <section aria-labelledby="mission" style={{ marginBottom: 56 }}>
        <Card style={{ background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder }}>
          <Title level={2} id="mission" style={{ marginTop: 0 }}>
            Our Mission
          </Title>
          <Paragraph style={{ fontSize: 16, lineHeight: 1.7 }}>
            We want to help everyone improve their typing through personalised practice. Generic drills treat every
            typist the same; we look at the keys you actually miss and shape your practice around them, so the time you
            spend practising goes where it makes the most difference.
          </Paragraph>
          <Paragraph style={{ fontSize: 16, lineHeight: 1.7, marginBottom: 0 }}>
            Typing tests are free for everyone, with no limit. Create an account to save your results, follow your
            progress and practise with text built around your weak keys.
          </Paragraph>
        </Card>
      </section>

      <section aria-labelledby="features" style={{ marginBottom: 56 }}>
        <SectionTitle id="features">Key Features</SectionTitle>
        <Row gutter={[24, 24]}>
          {FEATURES.map((feature) => (
            <Col key={feature.title} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <span style={iconStyle} aria-hidden>
                  {feature.icon}
                </span>
                <Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                  {feature.title}
                </Title>
                <Paragraph type="secondary" style={{ marginBottom: 0, lineHeight: 1.7 }}>
                  {feature.text}
                </Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="team">
        <SectionTitle id="team">Meet the Team</SectionTitle>
        <Row gutter={[24, 24]} justify="center">
          {(team ?? [undefined, undefined]).map((member, index) => (
            <Col key={index} xs={24} sm={12} md={8}>
              <Card style={{ height: '100%', textAlign: 'center' }} aria-busy={!member}>
                {member ? (
                  <>
                    <Avatar
                      size={72}
                      style={{ background: token.colorPrimary, fontSize: 26, fontWeight: 600, marginBottom: 16 }}
                      aria-hidden
                    >
                      {initials(member.name)}
                    </Avatar>
                    <Title level={3} style={{ fontSize: 18, margin: 0 }}>
                      {member.name}
                    </Title>
                    <Text type="secondary" style={{ display: 'block', margin: '4px 0 12px' }}>
                      {member.role}
                    </Text>
                    <ProfileLink member={member} />
                  </>
                ) : (
                  <Skeleton avatar={{ size: 72 }} active paragraph={{ rows: 1 }} />
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <BackToHome />
    </div>
  );
}
