import { Link } from 'react-router';
import { useHydrated, useToday } from '../../shared/hydration';
import { SITE_NAME } from '../../shared/site';
import { loadAntd } from '../../shared/antd/antd-host';
import { useTheme } from '../../shared/theme/useTheme';
import { Icon } from '../../shared/ui/icons/Icon';
import { AnchorButton, Button } from '../../shared/ui/Button';
import { Tooltip } from '../../shared/ui/Tooltip';
import { KeyboardSvg } from './KeyboardSvg';
import { Logo } from './Logo';

// Placeholder profiles until the project has its own accounts (spec: "social icons (placeholder links)").
const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/typing-practice', icon: <Icon name="GithubOutlined" /> },
  { label: 'X', href: 'https://x.com/typing_practice', icon: <Icon name="XOutlined" /> },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/typing-practice',
    icon: <Icon name="LinkedinOutlined" />,
  },
  { label: 'YouTube', href: 'https://www.youtube.com/@typing-practice', icon: <Icon name="YoutubeOutlined" /> },
];

const NAVIGATION_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  // On phones the top bar has no room for its links; the leaderboards are reached from here.
  { label: 'Leaderboards', to: '/leaderboards' },
  { label: 'Exam tests', to: '/exams' },
];

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Contact Us', to: '/contact' },
];

/** Opens one of the footer's alerts: antd and the alert's chunk load on the first click. */
function openAlert(which: 'accessibility' | 'shortcuts') {
  void Promise.all([loadAntd(), import('./FooterAlerts')]).then(([antd, alerts]) =>
    which === 'accessibility' ? alerts.openAccessibilityOptions(antd) : alerts.openKeyboardShortcuts(antd),
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-labelledby={id} className="site-footer__column">
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2 "Footer": blurb, social links, navigation, legal links, copyright and three tools. */
export function SiteFooter() {
  const { isDark: darkChosen, toggle } = useTheme();
  // Prerendered light; the stored choice shows once hydrated.
  const isDark = useHydrated() && darkChosen;
  const year = useToday().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__grid">
          <section className="site-footer__brand" aria-label={`About ${SITE_NAME}`}>
            <Logo />
            <p className="site-footer__blurb">
              Timed typing tests and personalised practice that targets the keys you miss most. Build speed and accuracy
              a few minutes a day.
            </p>
            <ul className="site-footer__social" aria-label="Social media">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <AnchorButton
                    shape="circle"
                    type="text"
                    icon={s.icon}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE_NAME} on ${s.label} (opens in a new tab)`}
                  />
                </li>
              ))}
            </ul>
          </section>
          <LinkColumn id="footer-navigation" title="Navigation" links={NAVIGATION_LINKS} />
          <LinkColumn id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        </div>

        <div className="site-footer__bottom">
          <p className="site-footer__copyright">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <div className="site-footer__tools">
            <Tooltip title="Accessibility options">
              <Button
                shape="circle"
                icon={<Icon name="FontSizeOutlined" />}
                aria-label="Accessibility options"
                onClick={() => openAlert('accessibility')}
              />
            </Tooltip>
            <Tooltip title="Keyboard shortcuts">
              <Button
                shape="circle"
                icon={
                  <span role="img" className="anticon" aria-hidden>
                    <KeyboardSvg />
                  </span>
                }
                aria-label="Keyboard shortcuts"
                onClick={() => openAlert('shortcuts')}
              />
            </Tooltip>
            <Tooltip title={isDark ? 'Switch to light theme' : 'Switch to dark theme'}>
              <Button
                shape="circle"
                icon={isDark ? <Icon name="SunOutlined" /> : <Icon name="MoonOutlined" />}
                aria-label="Dark theme"
                aria-pressed={isDark}
                onClick={toggle}
              />
            </Tooltip>
          </div>
        </div>
      </div>
    </footer>
  );
}
