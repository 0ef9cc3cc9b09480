import type { TeamMember } from '@typing/contracts/web';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/site';
import { useSiteInfo } from '../../shared/site-info/site-info.api';
import { BackToHome } from '../../shared/ui/BackToHome';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { ABOUT_ICONS } from '../../shared/ui/icons/about';
import './about.css';

const FEATURES: { title: string; icon: { label: string; d: string }; text: string }[] = [
  {
    title: 'Personalized Practice',
    icon: ABOUT_ICONS.aim,
    text: 'Every mistyped key is counted. Signed-in typists get AI-generated practice text that brings their problem keys up more often, so each session trains exactly where they are weakest.',
  },
  {
    title: 'Performance Analytics',
    icon: ABOUT_ICONS.lineChart,
    text: 'Speed in words per minute, accuracy and a skill level after every test; a dashboard with your averages, recent sessions and the keys that still need work.',
  },
  {
    title: 'Interactive Interface',
    icon: ABOUT_ICONS.desktop,
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

/** An outside profile opens in a new tab; a page of this site opens here. */
function ProfileLink({ member }: { member: TeamMember }) {
  if (member.link.startsWith('/')) {
    return (
      <Link to={member.link}>
        <SvgIcon {...ABOUT_ICONS.mail} aria-hidden /> Get in touch
        <span className="visually-hidden"> with {member.name}</span>
      </Link>
    );
  }
  return (
    <a href={member.link} target="_blank" rel="noopener noreferrer">
      <SvgIcon {...ABOUT_ICONS.link} aria-hidden /> View profile
      <span className="visually-hidden"> of {member.name} (opens in a new tab)</span>
    </a>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="about__section-title">
      {children}
    </h2>
  );
}

/** A team card: the member, or (while the site's configuration loads) its placeholder of the same shape. */
function TeamCard({ member }: { member?: TeamMember }) {
  if (!member) {
    return (
      <div className="about__card about__member" aria-busy>
        <span className="about__avatar about__placeholder" />
        <span className="about__placeholder about__placeholder--name" />
        <span className="about__placeholder about__placeholder--role" />
        <span className="about__placeholder about__placeholder--link" />
      </div>
    );
  }
  return (
    <div className="about__card about__member">
      <span className="about__avatar" aria-hidden>
        {initials(member.name)}
      </span>
      <h3 className="about__member-name">{member.name}</h3>
      <span className="about__member-role">{member.role}</span>
      <ProfileLink member={member} />
    </div>
  );
}

/** Spec §2 "About page": fixed text, rendered without antd. */
export function AboutPage() {
  // The team is configuration (GET /api/site); two cards hold its place while it loads.
  const team = useSiteInfo()?.team;

  return (
    <div className="about">
      <title>{`About Us · ${SITE_NAME}`}</title>
      <header className="about__header">
        <strong className="about__eyebrow">About us</strong>
        <h1 className="about__title">Type faster, with practice made for you</h1>
        <p className="about__lead">
          {SITE_NAME} turns a few minutes of daily typing into measurable progress: timed tests, instant results and
          practice that adapts to the way you type.
        </p>
      </header>

      <section aria-labelledby="mission" className="about__section">
        <div className="about__card about__mission">
          <h2 id="mission" className="about__card-title">
            Our Mission
          </h2>
          <p className="about__text">
            We want to help everyone improve their typing through personalised practice. Generic drills treat every
            typist the same; we look at the keys you actually miss and shape your practice around them, so the time you
            spend practising goes where it makes the most difference.
          </p>
          <p className="about__text about__text--last">
            Typing tests are free for everyone, with no limit. Create an account to save your results, follow your
            progress and practise with text built around your weak keys.
          </p>
        </div>
      </section>

      <section aria-labelledby="features" className="about__section">
        <SectionTitle id="features">Key Features</SectionTitle>
        <div className="about__features">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="about__card">
              <span className="about__feature-icon" aria-hidden>
                <SvgIcon {...feature.icon} aria-hidden />
              </span>
              <h3 className="about__feature-title">{feature.title}</h3>
              <p className="about__secondary about__text--last">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="team">
        <SectionTitle id="team">Meet the Team</SectionTitle>
        <div className="about__team">
          {(team ?? [undefined, undefined]).map((member, index) => (
            <TeamCard key={index} member={member} />
          ))}
        </div>
      </section>

      <BackToHome />
    </div>
  );
}
