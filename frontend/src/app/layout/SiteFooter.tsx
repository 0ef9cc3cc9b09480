import Icon, {
  FontSizeOutlined,
  GithubOutlined,
  LinkedinOutlined,
  MoonOutlined,
  SunOutlined,
  XOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { App, Button, Tooltip, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/site';
import { useTheme } from '../../shared/theme/useTheme';
import { Logo } from './Logo';

// Placeholder profiles until the project has its own accounts (spec: "social icons (placeholder links)").
const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/typing-practice', icon: <GithubOutlined /> },
  { label: 'X', href: 'https://x.com/typing_practice', icon: <XOutlined /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/typing-practice', icon: <LinkedinOutlined /> },
  { label: 'YouTube', href: 'https://www.youtube.com/@typing-practice', icon: <YoutubeOutlined /> },
];

const NAVIGATION_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
];

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Contact Us', to: '/contact' },
];

/** A keyboard outline in antd's icon style (antd has no keyboard icon). */
function KeyboardSvg() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="2" y="5" width="20" height="14" rx="2.5" />
      <path
        d="M6 9h.01M10 9h.01M14 9h.01M18 9h.01M6 12.5h.01M10 12.5h.01M14 12.5h.01M18 12.5h.01"
        strokeLinecap="round"
        strokeWidth="2.2"
      />
      <path d="M8 16h8" strokeLinecap="round" />
    </svg>
  );
}

function Shortcut({ keys, children }: { keys: string[]; children: ReactNode }) {
  return (
    <li className="shortcut">
      <span className="shortcut__keys">
        {keys.map((key, i) => (
          <span key={key}>
            {i > 0 && <span className="shortcut__plus"> + </span>}
            <kbd>{key}</kbd>
          </span>
        ))}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** Opens the accessibility and keyboard-shortcut alerts through antd's App (themed) modal. */
function useFooterAlerts() {
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  // The dialogs render in a portal, outside the footer: they carry their own colour variables.
  const vars = {
    '--kbd-bg': token.colorFillTertiary,
    '--kbd-border': token.colorBorder,
    '--kbd-text': token.colorText,
  } as CSSProperties;
  const accessibility = () =>
    modal.info({
      title: 'Accessibility Options',
      icon: <FontSizeOutlined aria-hidden />,
      okText: 'Got it',
      content: (
        <div style={vars}>
          <p>Use your browser&apos;s zoom to change the text size on every page:</p>
          <ul className="shortcut-list">
            <Shortcut keys={['Ctrl/Cmd', '+']}>Increase font size</Shortcut>
            <Shortcut keys={['Ctrl/Cmd', '-']}>Decrease font size</Shortcut>
            <Shortcut keys={['Ctrl/Cmd', '0']}>Reset font size</Shortcut>
          </ul>
          <p style={{ marginBottom: 0 }}>The theme switch in the top bar turns dark mode on and off.</p>
        </div>
      ),
    });
  const shortcuts = () =>
    modal.info({
      title: 'Keyboard Shortcuts',
      icon: <Icon component={KeyboardSvg} aria-hidden />,
      okText: 'Got it',
      content: (
        <div style={vars}>
          <p>During a typing test:</p>
          <ul className="shortcut-list">
            <Shortcut keys={['Tab']}>Restart the test with a new text</Shortcut>
            <Shortcut keys={['Enter']}>Complete the test</Shortcut>
            <Shortcut keys={['Esc']}>Cancel the test</Shortcut>
          </ul>
        </div>
      ),
    });
  return { accessibility, shortcuts };
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
  const { token } = theme.useToken();
  const { isDark, toggle } = useTheme();
  const alerts = useFooterAlerts();
  const accent = isDark ? token.colorPrimaryTextHover : token.colorPrimaryTextActive;

  const vars = {
    '--ft-bg': token.colorBgContainer,
    '--ft-border': token.colorBorderSecondary,
    '--ft-text': token.colorTextSecondary,
    '--ft-heading': token.colorText,
    '--ft-link-hover': accent,
  } as CSSProperties;

  return (
    <footer className="site-footer" style={vars}>
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
                  <Button
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
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <div className="site-footer__tools">
            <Tooltip title="Accessibility options">
              <Button
                shape="circle"
                icon={<FontSizeOutlined />}
                aria-label="Accessibility options"
                onClick={alerts.accessibility}
              />
            </Tooltip>
            <Tooltip title="Keyboard shortcuts">
              <Button
                shape="circle"
                icon={<Icon component={KeyboardSvg} aria-hidden />}
                aria-label="Keyboard shortcuts"
                onClick={alerts.shortcuts}
              />
            </Tooltip>
            <Tooltip title={isDark ? 'Switch to light theme' : 'Switch to dark theme'}>
              <Button
                shape="circle"
                icon={isDark ? <SunOutlined /> : <MoonOutlined />}
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
